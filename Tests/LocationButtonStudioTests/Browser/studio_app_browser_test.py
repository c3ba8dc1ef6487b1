#!/usr/bin/env python3
"""Drives the studio page for an app folder (read-only) in headless Chromium.

Usage: studio_app_browser_test.py ADDRESS APP_FOLDER
  ADDRESS     the address the studio printed (http://127.0.0.1:PORT/#token=...)
  APP_FOLDER  the copy of the scanner's TrailSwiftUI fixture the studio serves (nothing may change in it)
Exit 0 when every check holds; 77 when Selenium or chromedriver is missing (skipped); 1 otherwise.
"""
import hashlib, http.client, os, sys, urllib.parse

from studio_page import By, Select, WebDriverWait, address_parts, after as after_judgement, check, chromium, failures, judged as judged_in

address, folder = sys.argv[1], sys.argv[2]
host, port, token = address_parts(address)


def contents():
    """Every file under the app with a hash of its bytes."""
    found = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            found[path] = hashlib.sha256(open(path, "rb").read()).hexdigest()
    return found


before = contents()
connection = http.client.HTTPConnection(host, port, timeout=30)
connection.request("POST", "/api/save", body='{"file": 0, "buttons": {"trail-send": {"alpha": "1"}}}',
                   headers={"Host": f"{host}:{port}", "X-Studio-Token": token, "Content-Type": "application/json"})
answer = connection.getresponse()
body = answer.read().decode()
check(answer.status == 403 and "read-only" in body, f"a save request is refused (got {answer.status} {body.strip()})")

driver = chromium()
wait = WebDriverWait(driver, 30)


def judged():
    return judged_in(driver)


def after(action):
    after_judgement(driver, wait, action)


try:
    share = "ShareView.swift › ShareView.body #1"
    driver.get(f"http://{host}:{port}/#token={token}&button={urllib.parse.quote(share)}")
    wait.until(lambda d: d.execute_script("return window.studio && window.studio.judged > 0"))
    # The menu names the folder and the target the scan found (Trail.xcodeproj's "Trail").
    menu = [option.text for option in Select(driver.find_element(By.ID, "button")).options]
    check(f"{folder} (Trail): trail-send" in menu and f"{folder} (Trail): {share}" in menu, f"the app's scanned buttons are listed: {menu}")
    check(Select(driver.find_element(By.ID, "button")).first_selected_option.text == f"{folder} (Trail): {share}", "the button named in the address is shown")
    check(not driver.find_element(By.ID, "save").is_displayed(), "there is no Save button")
    note = driver.find_element(By.ID, "read-only")
    check(note.is_displayed() and "never rewrites code" in note.text, f"the page says why in one line: {note.text}")
    written = driver.find_element(By.CSS_SELECTOR, "input[data-key=background]")
    check(written.get_attribute("value") == "systemGray", f"the fill field holds what the code sets, .tint(.gray) (got {written.get_attribute('value')})")

    def type_blue():
        written.clear()
        written.send_keys("systemBlue")
    after(type_blue)
    code = driver.find_element(By.ID, "code").text
    check(code == ".tint(Color(uiColor: .systemBlue))", f"Code gives the edit as a SwiftUI modifier (got {code!r})")
    check(not driver.find_element(By.ID, "save").is_displayed(), "an edit shows no Save button")
finally:
    driver.quit()

check(contents() == before, "no file under the app changed")
sys.exit(1 if failures else 0)
