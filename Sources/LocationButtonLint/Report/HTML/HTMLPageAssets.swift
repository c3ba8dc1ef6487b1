/// The HTML report's fixed stylesheet and filter script, inline so the page is one self-contained
/// file (no network, no external scripts or fonts).
enum HTMLPageAssets {
    static let style = """
        :root{color-scheme:light;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1C1C1E;background:#FFF}
        body{margin:0;padding:16px 24px}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0}h3{font-size:15px;margin:14px 0 6px}
        .muted{color:#636366}.legend{max-width:70em}
        .v-pass{--v:#248A3D}.v-guideline{--v:#B25000}.v-uncertain{--v:#8944AB}.v-disabled{--v:#D70015}
        .badge{display:inline-block;background:var(--v,#636366);color:#FFF;border-radius:4px;padding:0 6px;font-weight:600;font-size:12px;text-transform:uppercase}
        section.button{border-top:1px solid #D1D1D6;padding:16px 0}
        .source{font-family:ui-monospace,Menlo,monospace;font-size:12px}
        table.config{border-collapse:collapse;font-size:12px}table.config td,table.config th{padding:1px 10px 1px 0;text-align:left;vertical-align:top}
        ul.findings{padding-left:18px;margin:4px 0}ul.findings li{margin:2px 0}
        .swatches{display:flex;flex-wrap:wrap;gap:12px}
        .swatch{border:1px solid #D1D1D6;border-radius:8px;padding:8px;min-width:15em;font-size:12px}
        .chip{display:inline-block;width:14px;height:14px;border:1px solid #8E8E93;border-radius:3px;vertical-align:-3px;margin-right:4px}
        .tabs>input{position:absolute;opacity:0}
        .tabs>label{display:inline-block;padding:3px 10px;border:1px solid #C7C7CC;border-radius:6px 6px 0 0;margin-right:2px;cursor:pointer}
        .tabs>input:focus-visible+label{outline:2px solid #0A84FF}
        .tabs>div.panel{display:none;overflow-x:auto;border:1px solid #C7C7CC;padding:6px}
        .tabs>input:nth-of-type(1):checked+label,.tabs>input:nth-of-type(2):checked+label,.tabs>input:nth-of-type(3):checked+label,.tabs>input:nth-of-type(4):checked+label{background:#1C1C1E;color:#FFF}
        .tabs>input:nth-of-type(1):checked~div.panel:nth-of-type(1),.tabs>input:nth-of-type(2):checked~div.panel:nth-of-type(2),.tabs>input:nth-of-type(3):checked~div.panel:nth-of-type(3),.tabs>input:nth-of-type(4):checked~div.panel:nth-of-type(4){display:block}
        table.grid{border-collapse:separate;border-spacing:6px}
        table.grid th{font-size:11px;font-weight:600;text-align:left;white-space:nowrap;vertical-align:middle}
        table.grid th .t{display:block;font-weight:400;color:#636366}
        td[data-verdict]{position:relative;padding:3px;border-radius:4px;outline:2px solid var(--v);vertical-align:middle}
        td[data-verdict=pass]{--v:#34C759}td[data-verdict=guideline]{--v:#FF9500}td[data-verdict=uncertain]{--v:#AF52DE}td[data-verdict=disabled]{--v:#FF3B30}
        td[data-verdict]>svg{display:block;overflow:visible}
        td{--f:""}
        td[data-verdict]:hover::after,td[data-verdict]:focus::after{content:var(--m) var(--f);position:absolute;left:0;top:100%;z-index:3;margin-top:4px;white-space:pre-line;width:max-content;max-width:34em;background:#1C1C1E;color:#FFF;padding:6px 8px;border-radius:6px;font-size:12px;line-height:1.4}
        td[data-verdict]:focus{outline-width:3px}
        td.dim{opacity:.12}tr.gone,li.gone,section.gone{display:none}
        #filters{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:10px 0;padding:8px;background:#F2F2F7;border-radius:8px}
        #filters[hidden]{display:none}
        """

    /// Filters by verdict, language, appearance and rule. The page shows every cell without it.
    static let script = """
        (function(){
        var form=document.getElementById('filters');if(!form)return;form.hidden=false;
        function val(n){var e=form.elements[n];return e?e.value:'';}
        function apply(){
        var verdicts=[].slice.call(form.querySelectorAll('input[name=verdict]:checked')).map(function(e){return e.value;});
        var lang=val('language'),rule=val('rule'),app=val('appearance');
        if(app){[].forEach.call(document.querySelectorAll('.tabs>input[data-appearance="'+app+'"]'),function(r){r.checked=true;});}
        [].forEach.call(document.querySelectorAll('td[data-verdict]'),function(c){
        var ok=verdicts.indexOf(c.dataset.verdict)>=0&&(!rule||(' '+(c.dataset.rules||'')+' ').indexOf(' '+rule+' ')>=0);
        c.classList.toggle('dim',!ok);});
        [].forEach.call(document.querySelectorAll('tr[data-locale]'),function(r){r.classList.toggle('gone',!!lang&&r.dataset.locale!==lang);});
        [].forEach.call(document.querySelectorAll('li[data-rule]'),function(l){l.classList.toggle('gone',!!rule&&l.dataset.rule!==rule);});
        }
        form.addEventListener('change',apply);apply();
        })();
        """
}
