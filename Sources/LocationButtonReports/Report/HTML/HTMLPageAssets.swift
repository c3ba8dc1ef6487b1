import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import LocationButtonJudging
/// The HTML report's fixed stylesheet and filter script, inline so the page is one self-contained
/// file (no network, no external scripts or fonts).
package enum HTMLPageAssets {
    package static let style = """
        :root{color-scheme:light;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1C1C1E;background:#FFF}
        body{margin:0;padding:16px 24px}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0}h3{font-size:15px;margin:14px 0 6px}
        .muted{color:#636366}.legend{max-width:70em}
        .v-pass{--v:#248A3D}.v-guideline{--v:#B25000}.v-uncertain{--v:#8944AB}.v-disabled{--v:#D70015}
        .badge{display:inline-block;background:var(--v,#636366);color:#FFF;border-radius:4px;padding:0 6px;font-weight:600;font-size:12px;text-transform:uppercase}
        section.button{border-top:1px solid #D1D1D6;padding:16px 0}
        .source{font-family:ui-monospace,Menlo,monospace;font-size:12px}
        table.config{border-collapse:collapse;font-size:12px}table.config td,table.config th{padding:1px 10px 1px 0;text-align:left;vertical-align:top}
        ul.findings{padding-left:18px;margin:4px 0}ul.findings li{margin:2px 0}ul.findings details{margin-left:8px}ul.findings summary{cursor:pointer;color:#666;font-size:smaller}
        .swatches{display:flex;flex-wrap:wrap;gap:12px}
        .swatch{border:1px solid #D1D1D6;border-radius:8px;padding:8px;min-width:15em;font-size:12px}
        .chip{display:inline-block;width:14px;height:14px;border:1px solid #8E8E93;border-radius:3px;vertical-align:-3px;margin-right:4px}
        .tabs>input{position:absolute;opacity:0}
        .tabs>label{display:inline-block;padding:3px 10px;border:1px solid #C7C7CC;border-radius:6px 6px 0 0;margin-right:2px;cursor:pointer}
        .tabs>input:focus-visible+label{outline:2px solid #0A84FF}
        .tabs>input:checked+label{background:#1C1C1E;color:#FFF}
        .tabs>div.panel{overflow-x:auto;border:1px solid #C7C7CC;padding:6px;content-visibility:auto}
        .defs{position:absolute;width:0;height:0;content-visibility:hidden}
        table.grid{border-collapse:separate;border-spacing:6px}
        table.grid th{font-size:11px;font-weight:600;text-align:left;white-space:nowrap;vertical-align:middle}
        table.grid th .t{display:block;font-weight:400;color:#636366}
        table.grid td{position:relative;padding:3px;border-radius:4px;vertical-align:top;outline:none}
        table.grid td>svg{display:block;overflow:visible;zoom:var(--z,1)}:where(table.grid td)>svg{width:1px;height:1px}
        table.grid td>p{position:absolute;inset:0;margin:0;border-radius:4px;outline:2px solid var(--v);pointer-events:none}
        p[data-verdict=pass]{--v:#34C759}p[data-verdict=guideline]{--v:#FF9500}p[data-verdict=uncertain]{--v:#AF52DE}p[data-verdict=disabled]{--v:#FF3B30}
        table.grid td:focus>p{outline-width:3px}
        table.grid p.dim{background:#FFFFFFE6}tr.gone,li.gone,section.gone{display:none}
        #tip{position:fixed;z-index:3;white-space:pre-line;max-width:34em;background:#1C1C1E;color:#FFF;padding:6px 8px;border-radius:6px;font-size:12px;line-height:1.4;pointer-events:none}
        #tip[hidden]{display:none}
        #filters{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:10px 0;padding:8px;background:#F2F2F7;border-radius:8px}
        #filters[hidden]{display:none}
        .vkey{position:sticky;top:0;z-index:2;background:#FFFFFFF0;margin:0 0 4px;padding:2px 0;font-size:12px}
        .vkey i{display:inline-block;width:12px;height:12px;border-radius:3px;outline:2px solid var(--v);margin:0 4px 0 10px;vertical-align:-1px}
        .vkey i.k-pass{--v:#34C759}.vkey i.k-guideline{--v:#FF9500}.vkey i.k-uncertain{--v:#AF52DE}.vkey i.k-disabled{--v:#FF3B30}
        .vkey i.k-dim{outline-color:#C7C7CC;background:#FFFFFFE6}
        """

    /// The key to a grid's outlines, written above each grid (and kept in view while it scrolls):
    /// what each verdict color means, what a faded drawing and a dimmed cell are.
    package static let verdictLegend = "<p class=vkey><b>Outline:</b>"
        + "<i class=k-pass></i>pass<i class=k-guideline></i>guideline (below the profile; the button works)"
        + "<i class=k-uncertain></i>uncertain (within the model's margin)<i class=k-disabled></i>disabled (CoreLocationUI grants no location)"
        + "<i class=k-dim></i>dimmed: hidden by a filter. A title faded outside a red dashed frame does not fit; "
        + "a second drawing is the button with Bold Text.</p>\n"

    /// Per appearance: the checked tab shows, in each cell, the verdict element whose
    /// `data-appearance` list names it, and paints the drawings with that appearance's colors
    /// (each panel sets them as `--fill-dark` and so on).
    package static let appearanceRules: String = Appearance.allCases.map { a in
        let checked = ".tabs>input[value=\(a.rawValue)]:checked~.panel"
        return checked + "{" + ButtonPaint.variables.map { "--\($0):var(--\($0)-\(a.rawValue))" }.joined(separator: ";") + "}"
            + checked + " td>p:not([data-appearance~=\(a.rawValue)]){display:none}"
    }.joined(separator: "\n")

    /// Filters by verdict, language, appearance and rule. The page shows every cell without it.
    package static let script = """
        (function(){
        var form=document.getElementById('filters'),tip=document.getElementById('tip'),table=document.getElementById('findings');
        var notes=table?table.children:[],rows=table?table.dataset.rows.split('|'):[];
        [].forEach.call(document.querySelectorAll('table.grid td'),function(td){td.tabIndex=0;});
        function checked(td){var i=td.closest('.tabs').querySelector('input:checked');return i?i.value:'';}
        function shown(td){var app=checked(td);return [].filter.call(td.getElementsByTagName('p'),function(i){
        return (' '+i.dataset.appearance+' ').indexOf(' '+app+' ')>=0;})[0];}
        // An element's findings: its place among its row's elements picks its entry in the row's list.
        function findings(i){var tr=i.closest('tr'),k=[].indexOf.call(tr.getElementsByTagName('p'),i);
        return ((rows[tr.dataset.f]||'').split(' ')[k]||'').split('.').filter(Boolean).map(function(n){return notes[n];});}
        function tenths(s){return Math.round(parseFloat(s)*10);}
        function text(td){var i=shown(td);if(!i)return '';var app=checked(td),use=td.querySelector('use');
        var lines=[(i.dataset.locale||'every language')+' · '+i.dataset.size];
        var symbol=use&&document.getElementById(use.getAttribute('href').slice(1)),m=symbol&&symbol.dataset.m||'';
        m.split(',').filter(Boolean).forEach(function(r){var bold=r[0]==='B',n=(bold?r.slice(1):r).split(' ');
        var slack=tenths(n[2])-tenths(n[1]),abs=(Math.abs(slack)/10)+' pt';
        lines.push((bold?'Bold Text: ':'')+n[0]+' pt: title '+n[1]+' pt, room '+n[2]+' pt, '
        +(slack<0?'short by '+abs:'fits with '+abs+' to spare')+' (model margin ±'+n[3]+' pt)');});
        var short=/short by/.test(lines.join(' ')),listed=0;
        findings(i).forEach(function(p){if(!p.dataset.a||p.dataset.a===app){lines.push(p.textContent);listed++;}});
        // The two shortfalls are measured differently; say how, where both show.
        if(short&&listed)lines.push('(short by: this cell’s title width minus its room, at the model’s central estimate; '
        +'a finding’s “at least” is at its first failing size, with the model’s margin counted in the title’s favour)');
        return lines.join('\\n');}
        // Fixed to the window, so no scrolling panel clips it; flipped left and kept inside the panel near its right edge.
        function show(td){if(!tip)return;tip.textContent=text(td);tip.hidden=false;
        var r=td.getBoundingClientRect(),p=td.closest('.panel').getBoundingClientRect();
        var right=Math.min(p.right,innerWidth)-4,left=Math.max(p.left,0)+4,w=tip.offsetWidth,h=tip.offsetHeight;
        var x=r.left;if(x+w>right)x=Math.max(left,Math.min(r.right,right)-w);
        var y=r.bottom+4;if(y+h>innerHeight&&r.top-h-4>=0)y=r.top-h-4;
        tip.style.left=x+'px';tip.style.top=y+'px';}
        function cell(e){return e.target.closest?e.target.closest('td[tabindex]'):null;}
        document.addEventListener('mouseover',function(e){var td=cell(e);if(td)show(td);else if(tip&&document.activeElement.tagName!=='TD')tip.hidden=true;});
        document.addEventListener('focusin',function(e){var td=cell(e);if(td)show(td);});
        document.addEventListener('focusout',function(){if(tip)tip.hidden=true;});
        if(!form)return;form.hidden=false;
        function val(n){var e=form.elements[n];return e?e.value:'';}
        function apply(){
        var verdicts=[].slice.call(form.querySelectorAll('input[name=verdict]:checked')).map(function(e){return e.value;});
        var lang=val('language'),rule=val('rule'),app=val('appearance');
        if(app){[].forEach.call(document.querySelectorAll('.tabs>input[value="'+app+'"]'),function(r){r.checked=true;});}
        [].forEach.call(document.querySelectorAll('table.grid p[data-verdict]'),function(c){
        var ok=verdicts.indexOf(c.dataset.verdict)>=0&&(!rule||findings(c).some(function(p){return p.dataset.rule===rule;}));
        c.classList.toggle('dim',!ok);});
        [].forEach.call(document.querySelectorAll('tr[data-locale]'),function(r){r.classList.toggle('gone',!!lang&&r.dataset.locale!==lang);});
        [].forEach.call(document.querySelectorAll('li[data-rule]'),function(l){l.classList.toggle('gone',!!rule&&l.dataset.rule!==rule);});
        }
        // Drawing size: the drawings (not the text) scaled so each grid fits the window (default),
        // or to a chosen scale; the width at a scale is the label column plus, per column, the
        // larger of its heading (about 56 px) and its widest drawing, with padding and spacing.
        function width(t,s){var w=(parseFloat(t.dataset.l)||0)+12;(t.dataset.c||'').split(' ').forEach(function(c){
        w+=Math.max(56,(parseFloat(c)||0)*s+6)+6;});return w;}
        function zoom(){var z=form.elements.zoom,fit=form.elements.fit&&form.elements.fit.checked,room=document.body.clientWidth-64;
        [].forEach.call(document.querySelectorAll('table.grid'),function(t){var s=z?z.value/100:1;
        if(fit){var lo=0.05,hi=1;if(width(t,1)<=room)lo=1;else for(var i=0;i<24;i++){var m=(lo+hi)/2;if(width(t,m)<=room)lo=m;else hi=m;}s=lo;}
        if(s<1)t.style.setProperty('--z',String(s));else t.style.removeProperty('--z');});
        if(z)z.disabled=!!fit;}
        form.addEventListener('change',function(){apply();zoom();});form.addEventListener('input',zoom);
        addEventListener('resize',zoom);apply();zoom();
        })();
        """
}
