import LocationButtonLint

/// The studio's page: its markup, script and style, served from memory (`/`, `/studio.js`,
/// `/studio.css`). The page holds the edits; the server judges and draws each edited button with
/// the HTML report's code and the page places that section as it comes.
enum StudioPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>LocationButtonLint studio</title>
        <link rel="stylesheet" href="/studio.css">
        <script src="/studio.js" defer></script>
        </head>
        <body>
        <header class="bar">
        <h1>LocationButtonLint studio</h1>
        <label>Button <select id="button"></select></label>
        <button id="save" type="button" disabled>Save</button>
        <span id="read-only" hidden></span>
        <span id="status" role="status"></span>
        </header>
        <main>
        <form id="controls" autocomplete="off"></form>
        <div id="result">
        <div id="summary"><span id="verdict" class="badge"></span> <span id="timing" class="muted"></span>
        <table id="verdicts"></table></div>
        <div id="problems" role="alert"></div>
        <h3>Fixes</h3><ol id="fixes"></ol>
        <h3>Code <button id="copy" type="button">Copy</button></h3><pre id="code"></pre>
        <div id="report"></div>
        </div>
        </main>
        </body>
        </html>

        """

    /// The element the report's section goes in; the report's style applies only inside it.
    static let reportScope = "#report"

    /// The studio's style, then the report's fixed style scoped to the report's element
    /// (`StudioCSS`): placing a drawing brings only its cells' sizes.
    static let stylesheet = style + "\n" + StudioCSS.scoped(HTMLReporter.fixedStyle, under: reportScope)

    /// The studio's script, then the report's own (hover texts), run after each drawing is placed.
    static let scriptFile = script + "\n// The HTML report's script (HTMLReporter.script), run by showDrawing.\nfunction reportScript() {\n"
        + HTMLReporter.script + "\n}\n"

    static let style = """
        :root{color-scheme:light;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1C1C1E;background:#FFF}
        body{margin:0;padding:0}
        h3{font-size:15px;margin:14px 0 6px}
        .muted{color:#636366}
        .v-pass{--v:#248A3D}.v-guideline{--v:#B25000}.v-uncertain{--v:#8944AB}.v-disabled{--v:#D70015}
        .badge{display:inline-block;background:var(--v,#636366);color:#FFF;border-radius:4px;padding:0 6px;font-weight:600;font-size:12px;text-transform:uppercase}
        .bar{position:sticky;top:0;z-index:2;background:#F2F2F7;border-bottom:1px solid #D1D1D6;padding:8px 16px;display:flex;gap:16px;align-items:center}
        .bar h1{font-size:17px;margin:0}
        main{display:grid;grid-template-columns:360px minmax(0,1fr);gap:16px;padding:12px 16px}
        #result{min-width:0;overflow-x:auto}
        #controls{font-size:13px}
        #controls fieldset{border:1px solid #D1D1D6;border-radius:8px;margin:0 0 10px;padding:6px 10px}
        #controls legend{font-weight:600}
        #controls label{display:block;margin:3px 0}
        #controls input[type=text],#controls input[type=number],#controls select{width:11em}
        #controls .row{display:flex;gap:6px;align-items:center;margin:2px 0}
        #controls .row span.a{width:9.5em;font-size:12px}
        #controls .row input[type=text]{width:7.5em}
        #controls .row input[type=number]{width:4.5em}
        .error{color:#D70015;font-size:12px;display:block}
        .note{font-size:11px;color:#636366}
        #verdicts td,#verdicts th{padding:1px 8px 1px 0;text-align:left;font-size:13px}
        #problems p{color:#D70015;margin:2px 0;font-family:ui-monospace,Menlo,monospace;font-size:12px}
        #fixes button{margin-right:6px}
        #code{background:#F2F2F7;padding:6px;font-size:12px;white-space:pre-wrap;min-height:1em}
        .edited{outline:2px solid #0A84FF}
        """

    static let script = #"""
        "use strict";
        // The per-run token rides in the address's fragment, which the browser never sends.
        const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
        const appearances = ["light", "dark", "light-high-contrast", "dark-high-contrast"];
        const choices = {
          title: ["", "none", "currentLocation", "sendCurrentLocation", "sendMyCurrentLocation", "shareCurrentLocation", "shareMyCurrentLocation"],
          glyph: ["", "arrowFilled", "arrowOutline", "none"],
          textStyle: ["", "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"],
          device: ["", "iphone-se-portrait", "iphone-se-landscape", "iphone-16-portrait", "iphone-16-landscape",
                   "iphone-16-pro-max-portrait", "iphone-16-pro-max-landscape", "ipad-portrait", "ipad-landscape",
                   "ipad-split-portrait", "ipad-split-landscape"],
        };
        // Each number key: label, step, and what an unset key means (the theme's defaults).
        const numbers = [["alpha", "view alpha", "0.01", "1"], ["ancestorAlpha", "containers' alpha", "0.01", "1"],
                         ["fontSize", "font size (pt)", "0.5", "18"], ["width", "width (pt)", "1", "intrinsic"],
                         ["height", "height (pt)", "1", "intrinsic"], ["maxWidth", "max width (pt)", "1", "none"],
                         ["cornerRadius", "corner radius (pt)", "0.5", "system"]];
        // Edits are numbered from the time the page loaded, so a reloaded page's numbers follow its last ones.
        let themes = [], current = null, edits = {}, pending = null, inFlight = false, sequence = Date.now() * 1000;
        // What the browser test reads: each edit's time to its verdicts and to its drawings on screen,
        // the server's times, the judgements shown, and whether one is still on its way.
        window.studio = {timings: [], drawn: [], painted: [], server: [], judged: 0, busy: false};

        async function call(path, body, markup = false) {
          const response = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json", "X-Studio-Token": token},
                                              body: JSON.stringify(body)});
          const text = await response.text();
          if (!response.ok) throw new Error(text.trim());
          return markup ? {markup: text, milliseconds: response.headers.get("X-Studio-Milliseconds")} : JSON.parse(text);
        }

        function el(tag, attributes = {}, ...children) {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
          for (const child of children) node.append(child);
          return node;
        }

        function buttonEdits() {
          const file = (edits[current.file] ||= {});
          return (file[current.button.id] ||= {});
        }
        function valueOf(key) {
          const changed = buttonEdits();
          return key in changed ? (changed[key] ?? "") : (current.button.values[key] ?? "");
        }

        function field(key, label, input) {
          input.dataset.key = key;
          input.value = valueOf(key);
          input.addEventListener("input", () => edit(key, input.value));
          return el("label", {}, label + " ", input, el("span", {class: "error", "data-error-for": key}));
        }

        function select(key, label) {
          const input = el("select");
          for (const choice of choices[key]) input.append(el("option", {value: choice}, choice || "(unset)"));
          return field(key, label, input);
        }

        function colorRows(role, label) {
          const set = el("fieldset", {}, el("legend", {}, label));
          set.append(field(role, "written", el("input", {type: "text", spellcheck: "false"})));
          for (const a of appearances) {
            const picker = el("input", {type: "color", "data-role": role, "data-appearance": a, "aria-label": role + " " + a});
            const hex = el("input", {type: "text", "data-role": role, "data-appearance": a, "data-part": "hex", "aria-label": role + " " + a + " hex"});
            const alpha = el("input", {type: "number", min: "0", max: "1", step: "0.01", "data-role": role, "data-appearance": a,
                                       "data-part": "alpha", "aria-label": role + " " + a + " alpha"});
            // A row sets its appearance's color alone; the server writes it into the theme's value
            // (light-dark(…) where the appearances differ) and says how, for the written field.
            const changed = (source) => {
              if (source === picker) hex.value = picker.value.toUpperCase();
              if (/^#[0-9A-Fa-f]{6}$/.test(hex.value)) picker.value = hex.value.toLowerCase();
              const byte = Math.round(Math.min(1, Math.max(0, Number(alpha.value || 1))) * 255).toString(16).toUpperCase().padStart(2, "0");
              const color = hex.value.length === 7 ? hex.value + (byte === "FF" ? "" : byte) : hex.value;
              buttonEdits()[role + "." + a] = color;
              for (const node of [picker, hex, alpha]) node.classList.add("edited");
              edited();
              judge(performance.now());
            };
            picker.addEventListener("input", () => changed(picker));
            hex.addEventListener("input", () => changed(hex));
            alpha.addEventListener("input", () => changed(alpha));
            set.append(el("div", {class: "row"}, el("span", {class: "a"}, a), picker, hex, alpha));
          }
          set.append(el("p", {class: "note"}, "A row changes its appearance alone: the theme gets light-dark(light, dark, light high contrast, dark high contrast), each other appearance keeping its color (an asset's variants are the studio's to read, not to write)."));
          return set;
        }

        function platformBoxes() {
          const set = el("fieldset", {}, el("legend", {}, "platforms"));
          const written = valueOf("platforms").replace(/[\[\]\s]/g, "").split(",").filter(Boolean);
          for (const p of ["ios", "android", "web"]) {
            const box = el("input", {type: "checkbox", value: p, "data-platform": p});
            box.checked = written.length ? written.includes(p) : p === "ios";
            box.addEventListener("change", () => {
              const on = [...set.querySelectorAll("input:checked")].map((b) => b.value);
              edit("platforms", on.length ? "[" + on.join(", ") + "]" : "");
            });
            set.append(el("label", {}, box, " " + p));
          }
          set.append(el("span", {class: "error", "data-error-for": "platforms"}));
          return set;
        }

        function buildControls() {
          const form = document.getElementById("controls");
          form.replaceChildren();
          form.append(colorRows("background", "fill (background)"), colorRows("foreground", "title and arrow (foreground)"));
          const text = el("fieldset", {}, el("legend", {}, "title and size"));
          text.append(select("title", "title"), select("glyph", "glyph"));
          text.append(select("textStyle", "Dynamic Type style"),
                      field("dynamicType", "Dynamic Type range", el("input", {type: "text", placeholder: "xSmall...AX3"})));
          const frame = el("fieldset", {}, el("legend", {}, "alpha and frame"));
          for (const [key, label, step, unset] of numbers) {
            (key === "fontSize" ? text : frame).append(field(key, label, el("input", {type: "number", step: step, placeholder: unset})));
          }
          frame.append(select("device", "device"));
          form.append(text, frame, platformBoxes());
        }

        // A value set whole replaces what the rows set per appearance.
        function setWhole(key, value) {
          const changed = buttonEdits();
          changed[key] = value;
          for (const a of appearances) delete changed[key + "." + a];
        }

        function edit(key, value) {
          setWhole(key, value === "" ? null : value);
          document.querySelectorAll("[data-key=" + key + "]").forEach((node) => node.classList.add("edited"));
          edited();
          judge(performance.now());
        }

        // One request at a time; an edit made meanwhile is sent when it returns (the newest only).
        // The verdicts come first, then the button's drawing unless a newer edit is waiting.
        async function judge(started) {
          window.studio.busy = true;
          if (inFlight) { pending = pending ?? started; return; }
          inFlight = true;
          const asked = {file: current.file, button: current.button.id, sequence: ++sequence};
          // Both at once: the server draws as soon as it has judged, and answers the drawing's
          // request when the drawing is made (nothing drawn: an error, which is dropped).
          const drawn = call("/api/draw", asked, true).catch(() => null);
          try {
            const result = await call("/api/judge", {...asked, changes: buttonEdits()});
            show(result, started);
            const drawing = await drawn;
            if (result.drawing === null) document.getElementById("report").replaceChildren();
            else if (pending === null && drawing?.markup) showDrawing(drawing, result, started);
          } catch (error) {
            document.getElementById("problems").replaceChildren(el("p", {}, error.message));
          } finally {
            inFlight = false;
            if (pending !== null) { const next = pending; pending = null; judge(next); }
            else requestAnimationFrame(() => setTimeout(() => { window.studio.busy = inFlight; }, 0));
          }
        }

        function show(result, started) {
          const badge = document.getElementById("verdict");
          badge.textContent = result.verdict;
          badge.className = "badge v-" + result.verdict;
          badge.dataset.verdict = result.verdict;
          const table = document.getElementById("verdicts");
          table.replaceChildren(el("tr", {}, el("th", {}, "appearance"), el("th", {}, "verdict"), el("th", {}, "fill"), el("th", {}, "foreground")));
          for (const row of result.appearances) {
            const badge = el("span", {class: "badge v-" + row.verdict}, row.verdict);
            table.append(el("tr", {"data-appearance": row.appearance, "data-verdict": row.verdict},
                            el("td", {}, row.appearance), el("td", {}, badge), el("td", {}, row.background), el("td", {}, row.foreground)));
            for (const [role, color] of [["background", row.background], ["foreground", row.foreground]]) {
              const selector = "[data-role=" + role + "][data-appearance=" + row.appearance + "]";
              for (const input of document.querySelectorAll(selector)) {
                if (input === document.activeElement) continue;
                if (input.type === "color") input.value = color.slice(0, 7).toLowerCase();
                else if (input.dataset.part === "hex") input.value = color.slice(0, 7);
                else input.value = (parseInt(color.slice(7, 9) || "FF", 16) / 255).toFixed(2);
              }
            }
          }
          document.querySelectorAll(".error").forEach((node) => { node.textContent = ""; });
          const general = [];
          for (const problem of result.problems) {
            const target = problem.key && document.querySelector("[data-error-for=" + problem.key + "]");
            if (target) target.textContent = problem.message; else general.push(el("p", {}, problem.message));
          }
          document.getElementById("problems").replaceChildren(...general);
          const fixes = document.getElementById("fixes");
          fixes.replaceChildren(...result.fixes.map((fix, i) => {
            const apply = el("button", {type: "button", class: "fix", "data-index": String(i)}, "Apply");
            apply.addEventListener("click", () => applyFix(fix));
            return el("li", {class: fix.system ? "system" : "profile", "data-edits": JSON.stringify(fix.edits)}, apply, " " + fix.label);
          }));
          for (const [role, value] of Object.entries(result.colors || {})) {
            const written = document.querySelector("[data-key=" + role + "]");
            if (written && written !== document.activeElement) written.value = value;
          }
          document.getElementById("code").textContent = result.code;
          document.getElementById("timing").textContent = "judged in " + (result.milliseconds.wall ?? 0).toFixed(0) + " ms";
          requestAnimationFrame(() => {
            window.studio.timings.push(performance.now() - started);
            window.studio.judged += 1;
          });
        }

        // The report's script listens on the document: each drawing's run replaces the last one's.
        let reportListeners = null;
        function runReportScript() {
          reportListeners?.abort();
          reportListeners = new AbortController();
          const signal = reportListeners.signal, add = EventTarget.prototype.addEventListener;
          EventTarget.prototype.addEventListener = function (type, listener, options) {
            const given = typeof options === "object" ? options : {capture: !!options};
            return add.call(this, type, listener, {...given, signal});
          };
          try { reportScript(); } finally { EventTarget.prototype.addEventListener = add; }
        }

        // The button's section of the HTML report, drawn by the report's own code.
        function showDrawing(drawing, result, started) {
          const report = document.getElementById("report");
          report.innerHTML = drawing.markup;
          runReportScript();
          // On screen: the frame after the one that lays the drawing out has been painted.
          requestAnimationFrame(() => setTimeout(() => window.studio.painted.push(performance.now() - started), 0));
          requestAnimationFrame(() => {
            const shown = performance.now() - started;
            window.studio.drawn.push(shown);
            const draw = JSON.parse(drawing.milliseconds);
            window.studio.server.push({judge: result.milliseconds, draw: draw});
            document.getElementById("timing").textContent = "judged in " + result.milliseconds.wall.toFixed(0) + " ms, drawn in "
              + draw.wall.toFixed(0) + " ms; verdicts shown " + window.studio.timings.at(-1).toFixed(0)
              + " ms and drawings " + shown.toFixed(0) + " ms after the edit";
          });
        }

        // An app folder is read-only (its code is never rewritten): no Save to enable.
        function edited() {
          if (!current.readOnly) document.getElementById("save").disabled = false;
        }

        function applyFix(fix) {
          for (const [key, value] of Object.entries(fix.edits)) {
            setWhole(key, value);
            document.querySelectorAll("[data-key=" + key + "]").forEach((node) => { node.value = value; node.classList.add("edited"); });
          }
          edited();
          judge(performance.now());
        }

        async function save() {
          const status = document.getElementById("status");
          try {
            const result = await call("/api/save", {file: current.file, buttons: edits[current.file] || {}});
            edits[current.file] = {};
            status.textContent = "Saved " + result.saved;
            document.getElementById("save").disabled = true;
            await load(current.button.id);
          } catch (error) {
            status.textContent = error.message;
          }
        }

        function choose(value) {
          const [file, index] = value.split("/").map(Number);
          const theme = themes[file];
          current = {file: file, button: theme.buttons[index], readOnly: theme.readOnly || ""};
          const note = document.getElementById("read-only");
          document.getElementById("save").hidden = !!current.readOnly;
          note.hidden = !current.readOnly;
          note.textContent = current.readOnly ? current.readOnly.charAt(0).toUpperCase() + current.readOnly.slice(1) + "." : "";
          buildControls();
          judge(performance.now());
        }

        async function load(selected) {
          themes = (await call("/api/themes", {})).themes;
          const menu = document.getElementById("button");
          menu.replaceChildren();
          for (const theme of themes) {
            for (const problem of theme.problems) document.getElementById("problems").append(el("p", {}, problem));
            theme.buttons.forEach((button, i) => menu.append(el("option", {value: theme.index + "/" + i}, theme.path + ": " + button.id)));
          }
          const options = [...menu.options];
          const found = options.find((o) => o.textContent.endsWith(": " + selected)) || options[0];
          if (found) { menu.value = found.value; choose(found.value); }
        }

        document.addEventListener("DOMContentLoaded", () => {
          document.getElementById("button").addEventListener("change", (event) => choose(event.target.value));
          document.getElementById("save").addEventListener("click", save);
          document.getElementById("copy").addEventListener("click", () => navigator.clipboard?.writeText(document.getElementById("code").textContent));
          load(new URLSearchParams(location.hash.slice(1)).get("button")).catch((error) => {
            document.getElementById("status").textContent = error.message;
          });
        });
        """#
}
