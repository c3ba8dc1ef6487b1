#!/usr/bin/env python3
"""Drives the studio page in headless Chromium (Selenium with chromedriver) and probes its server.

Usage: studio_browser_test.py ADDRESS THEME_FILE
  ADDRESS     the address the studio printed (http://127.0.0.1:PORT/#token=...)
  THEME_FILE  the copy of Examples/trailhead.yaml the studio serves (it is saved into)
Environment: STUDIO_SHOTS=DIR writes before/after screenshots there (STUDIO_WINDOW=W,H their size);
STUDIO_EDITS=N edits timed (20); STUDIO_BUDGET_MS=MS fails when the median edit-to-verdicts time is above.
Exit 0 when every check holds; 77 when Selenium or chromedriver is missing (skipped); 1 otherwise.
Prints one JSON line of measurements last.
"""
import difflib, http.client, json, os, statistics, sys

from studio_page import By, Select, WebDriverWait, address_parts, after as after_judgement, check, chromium, failures, judged as judged_in

address, theme_path = sys.argv[1], sys.argv[2]
host, port, token = address_parts(address)
original = open(theme_path, encoding="utf-8").read()


# --- the server's guard, with raw requests (no browser rewrites their headers) -----------------

def request(method, path, body=None, headers=None, host_header=None):
    connection = http.client.HTTPConnection(host, port, timeout=10)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", host_header or f"{host}:{port}")
    for name, value in (headers or {}).items():
        connection.putheader(name, value)
    data = json.dumps(body).encode() if body is not None else b""
    if body is not None or method == "POST":
        connection.putheader("Content-Length", str(len(data)))
    connection.endheaders(data)
    response = connection.getresponse()
    text = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, dict(response.getheaders()), text

authorized = {"X-Studio-Token": token, "Content-Type": "application/json"}
status, _, _ = request("POST", "/api/themes", {}, authorized)
check(status == 200, f"the themes listing with the token answers 200 (got {status})")
status, _, text = request("POST", "/api/themes", {}, {**authorized, "Origin": "http://evil.example"})
check(status == 403 and "trailhead" not in text, f"a request from another origin is refused (got {status})")
status, _, text = request("POST", "/api/judge", {"file": 0, "button": "trail-alert", "changes": {}},
                          {"Content-Type": "application/json"})
check(status == 403 and "section" not in text, f"a request without the token is refused (got {status})")
status, _, _ = request("POST", "/api/judge", {"file": 0, "button": "trail-alert", "changes": {}},
                       {**authorized, "X-Studio-Token": "0" * len(token)})
check(status == 403, f"a request with a wrong token is refused (got {status})")
status, _, text = request("POST", "/api/themes", {}, authorized, host_header=f"rebind.example:{port}")
check(status == 421 and "trailhead" not in text, f"a request for another host name (DNS rebinding) is refused (got {status})")
status, _, _ = request("POST", "/api/save", {"file": 0, "buttons": {}}, {"Content-Type": "application/json"})
check(status == 403, f"a save without the token is refused (got {status})")

# No route reads a file: not by path, not by traversal, not by naming another file in a call.
secrets = ["root:x:0:0", "Trailhead, a hiking app", "swift-tools-version", "\"fonts\""]
for path in ["/etc/passwd", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
             "/api/../../../etc/passwd", "/studio.js/../../Package.swift", "/Examples/trailhead.yaml",
             "/" + theme_path, "/Fonts/manifest.json", "/Package.swift", "//etc/passwd", "/api/themes?file=/etc/passwd"]:
    for method in ["GET", "POST"]:
        status, _, text = request(method, path, {} if method == "POST" else None, authorized)
        leaked = [s for s in secrets if s in text]
        # /api/themes lists the served theme's buttons (that is its job), never another file.
        allowed = path.startswith("/api/themes") and status == 200 and not leaked[:1] == ["root:x:0:0"]
        check(allowed or (status >= 400 and not leaked), f"{method} {path} reads nothing (got {status}, leaked {leaked})")
for file in [1, -1, "/etc/passwd", "../Package.swift"]:
    status, _, text = request("POST", "/api/judge", {"file": file, "button": "x", "changes": {}}, authorized)
    check(status in (400, 404) and "root:x" not in text, f"judging file {file!r} is refused (got {status})")
status, _, text = request("POST", "/api/judge", {"file": 0, "button": "trail-alert", "changes": {"assets": "/etc"}}, authorized)
check(status == 400, f"a key the studio does not edit (assets) is refused (got {status})")
connection = http.client.HTTPConnection(host, port, timeout=10)
connection.putrequest("POST", "/api/judge", skip_host=True)
connection.putheader("Host", f"{host}:{port}")
for name, value in authorized.items():
    connection.putheader(name, value)
connection.putheader("Content-Length", str(10 * 1024 * 1024))
connection.endheaders()
status = connection.getresponse().status
connection.close()
check(status == 413, f"a 10 MB request body is refused before it is read (got {status})")
status, headers, page = request("GET", "/")
csp = headers.get("Content-Security-Policy", "")
check("default-src 'none'" in csp and "http" not in csp, f"the page's Content-Security-Policy allows nothing from outside: {csp}")
page_weight = len(page.encode()) + len(request("GET", "/studio.js")[2].encode()) + len(request("GET", "/studio.css")[2].encode())
check(open(theme_path, encoding="utf-8").read() == original, "the probes changed nothing on disk")

# --- the page in headless Chromium ----------------------------------------------------------------

driver = chromium(os.environ.get("STUDIO_WINDOW", "1400,1000"))
wait = WebDriverWait(driver, 30)
shots = os.environ.get("STUDIO_SHOTS")
measurements = {"pageBytes": page_weight}


def judged():
    return judged_in(driver)


def after(action):
    after_judgement(driver, wait, action)


def verdict(appearance=None):
    if appearance is None:
        return driver.find_element(By.ID, "verdict").get_attribute("data-verdict")
    return driver.find_element(By.CSS_SELECTOR, f"#verdicts tr[data-appearance='{appearance}']").get_attribute("data-verdict")


def choose(button):
    after(lambda: Select(driver.find_element(By.ID, "button")).select_by_visible_text(f"{theme_path}: {button}"))


try:
    driver.get(f"http://{host}:{port}/#token={token}&button=trail-alert")
    wait.until(lambda d: d.execute_script("return window.studio && window.studio.judged > 0"))
    check(verdict("dark") == "disabled", f"trail-alert is disabled in dark before the edit (got {verdict('dark')})")
    check(verdict("light") != "disabled", f"trail-alert is not disabled in light (got {verdict('light')})")
    if shots:
        driver.save_screenshot(os.path.join(shots, "studio-before.png"))

    # The dark fill to dark goldenrod: white on #B8860B is 3.3:1, far above the system's 1.5:1.
    field = driver.find_element(By.CSS_SELECTOR, "input[data-role=background][data-appearance=dark][data-part=hex]")
    def type_color():
        field.clear()
        field.send_keys("#B8860B")
    after(type_color)
    check(verdict("dark") in ("pass", "guideline"), f"after the edit trail-alert's dark verdict changes to pass or guideline (got {verdict('dark')})")
    if shots:
        driver.save_screenshot(os.path.join(shots, "studio-after.png"))
    # Only the dark row changed: the other appearances keep systemYellow's own variants (the HIG's color table: light
    # #FFCC00 guideline; dark with Increase Contrast #FFD426, still disabled), and the written
    # value says so in the theme's light-dark(light, dark, light high contrast, dark high contrast).
    fills = {a: driver.find_element(By.CSS_SELECTOR, f"#verdicts tr[data-appearance='{a}'] td:nth-child(3)").text
             for a in ["light", "dark", "light-high-contrast", "dark-high-contrast"]}
    check(fills == {"light": "#FFCC00FF", "dark": "#B8860BFF", "light-high-contrast": "#B25000FF", "dark-high-contrast": "#FFD426FF"},
          f"the dark row's color changes the dark appearance alone: {fills}")
    check(verdict("dark-high-contrast") == "disabled", f"dark with Increase Contrast keeps systemYellow's variant (got {verdict('dark-high-contrast')})")
    written = driver.find_element(By.CSS_SELECTOR, "input[data-key=background]").get_attribute("value")
    check(written == "light-dark(systemYellow, #B8860B, systemYellow, systemYellow)", f"the written field shows the theme value: {written!r}")
    # The report's hover text, from the report's own script run by studio.js.
    cell = driver.find_element(By.CSS_SELECTOR, "#report table.grid td")
    driver.execute_script("arguments[0].scrollIntoView(); arguments[0].dispatchEvent(new MouseEvent('mouseover', {bubbles: true}))", cell)
    tip = driver.find_element(By.ID, "tip")
    check(not tip.get_attribute("hidden") and " pt" in tip.get_attribute("textContent"),
          f"hovering a grid cell shows the report's hover text: {tip.get_attribute('textContent')[:80]!r}")
    driver.execute_script("window.scrollTo(0, 0)")
    # The report's page-wide rules stay inside the report: the studio's body keeps its own margin and padding.
    padding = driver.execute_script("return getComputedStyle(document.body).padding")
    check(padding in ("0px", ""), f"the report's body padding does not reach the studio's page (got {padding!r})")

    # Bad input in a field: the theme reader's own line, next to the field.
    size = driver.find_element(By.CSS_SELECTOR, "input[data-key=width]")
    after(lambda: driver.execute_script(
        "arguments[0].value='-5'; arguments[0].dispatchEvent(new Event('input'))", size))
    message = driver.find_element(By.CSS_SELECTOR, "[data-error-for=width]").text
    check(message.startswith(theme_path + ":") and "expected" in message and "-5" in message,
          f"a bad width gets the theme file's one-line error next to its field: {message!r}")
    after(lambda: driver.execute_script("arguments[0].value=''; arguments[0].dispatchEvent(new Event('input'))", size))
    check(driver.find_element(By.CSS_SELECTOR, "[data-error-for=width]").text == "", "clearing the width clears its error")

    # map-overlay: the first suggested fix is the smallest change the system accepts. The fill's
    # 40 % alpha inside a 90 % container fails the system's translucency rule in every appearance;
    # once fixed it grants location everywhere (the profile's 4.5:1 may still call it `guideline`).
    choose("map-overlay")
    check(verdict() == "disabled", f"map-overlay starts disabled (got {verdict()})")
    first = driver.find_element(By.CSS_SELECTOR, "#fixes li")
    fix_label, fix_edits = first.text, json.loads(first.get_attribute("data-edits"))
    check("system" in first.get_attribute("class"), f"the first fix repairs the system's refusal: {fix_label!r}")
    after(lambda: driver.find_element(By.CSS_SELECTOR, "#fixes button.fix").click())
    appearances = {a: verdict(a) for a in ["light", "dark", "light-high-contrast", "dark-high-contrast"]}
    check(verdict() in ("pass", "guideline") and all(v in ("pass", "guideline") for v in appearances.values()),
          f"after its first fix ({fix_label!r}) map-overlay passes the system in every appearance (got {verdict()}, {appearances})")
    measurements["mapOverlayFirstFix"] = {"label": fix_label, "edits": fix_edits, "verdict": verdict()}

    # Edit-to-result time: the font size of send-location, changed 20 times, each to a size not
    # drawn before (14, 14.5, ... 23.5 pt), so no drawing is one the server has kept.
    choose("send-location")
    font = driver.find_element(By.CSS_SELECTOR, "input[data-key=fontSize]")
    driver.execute_script("window.studio.timings = []; window.studio.drawn = []; window.studio.painted = []; window.studio.server = []")
    count = int(os.environ.get("STUDIO_EDITS", "20"))
    for i in range(count):
        after(lambda: driver.execute_script(
            "arguments[0].value=arguments[1]; arguments[0].dispatchEvent(new Event('input'))", font, str(14 + i * 0.5)))
    timings, drawn, painted, server = driver.execute_script(
        "return [window.studio.timings, window.studio.drawn, window.studio.painted || [], window.studio.server]")
    median = lambda values: round(statistics.median(values), 1) if values else None
    measurements["editToResultMs"] = {"verdicts": median(timings), "verdictsMax": round(max(timings), 1), "drawings": median(drawn),
                                      "drawingsPainted": median(painted), "edits": len(timings), "drawn": len(drawn),
                                      "serverJudgeWall": median([s["judge"]["wall"] for s in server]),
                                      "serverJudgeCPU": median([s["judge"]["cpu"] for s in server]),
                                      "serverDrawWall": median([s["draw"]["wall"] for s in server]),
                                      "serverDrawCPU": median([s["draw"]["cpu"] for s in server])}
    budget = float(os.environ.get("STUDIO_BUDGET_MS", "0"))
    if budget:
        check(median(timings) <= budget, f"the verdicts show within {budget} ms of an edit (median {median(timings)} ms)")
    after(lambda: driver.execute_script("arguments[0].value=''; arguments[0].dispatchEvent(new Event('input'))", font))
    after(lambda: driver.execute_script("arguments[0].value='17'; arguments[0].dispatchEvent(new Event('input'))", font))

    # Save: exactly the two values change, comments and every other byte kept.
    # A save reloads the button menu and judges the button again: wait for that, so no element
    # the steps below use is replaced under them.
    before_save = judged()
    driver.find_element(By.ID, "save").click()
    wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Saved") or "changed" in d.find_element(By.ID, "status").text)
    if driver.find_element(By.ID, "status").text.startswith("Saved"):
        wait.until(lambda d: judged() > before_save and not d.execute_script("return window.studio.busy"))
    saved = open(theme_path, encoding="utf-8").read()
    expected = original.replace("    background: systemYellow\n", '    background: "light-dark(systemYellow, #B8860B, systemYellow, systemYellow)"\n', 1)
    # map-overlay's lines as the example writes them, with the fix's value in place of the old one.
    lines = {"background": ('    background: "#24804A66"\n', '    background: "{}"\n'),
             "ancestorAlpha": ("    ancestorAlpha: 0.9         # the overlay", "    ancestorAlpha: {}         # the overlay"),
             "alpha": ("    ancestorAlpha: 0.9  ", "    alpha: {}\n    ancestorAlpha: 0.9  ")}
    for key, value in fix_edits.items():
        old, new = lines[key]
        expected = expected.replace(old, new.format(value), 1)
    check(saved == expected, "the saved theme differs from the original in exactly trail-alert's background "
          f"and map-overlay's {fix_edits}, comments intact:\n"
          + "".join(difflib.unified_diff(expected.splitlines(True), saved.splitlines(True), "expected", "saved")))
    check(saved.count("#") == original.count("#") + 1, "every comment is still there (one more '#': the quoted color)")

    # A save after the file changed on disk is refused and leaves the file alone.
    with open(theme_path, "a", encoding="utf-8") as handle:
        handle.write("# edited elsewhere\n")
    changed = open(theme_path, encoding="utf-8").read()
    choose("check-in")
    after(lambda: driver.execute_script(
        "const f=document.querySelector('input[data-key=cornerRadius]'); f.value='8'; f.dispatchEvent(new Event('input'))"))
    driver.find_element(By.ID, "save").click()
    wait.until(lambda d: "changed on disk" in d.find_element(By.ID, "status").text)
    check(open(theme_path, encoding="utf-8").read() == changed, "a save over a file changed on disk is refused and writes nothing")
finally:
    logs = []
    try:
        # The refused save above answers 409 on purpose; anything else severe is a fault.
        logs = [entry["message"] for entry in driver.get_log("browser")
                if entry["level"] == "SEVERE" and not ("/api/save" in entry["message"] and "409" in entry["message"])]
    except Exception:
        pass
    driver.quit()
check(not logs, f"the page logged no errors (CSP violations included): {logs}")
print(json.dumps(measurements))
sys.exit(1 if failures else 0)
