"""What both studio browser tests share: the address the studio printed, the checks' record, headless
Chromium through Selenium, and waiting for the page's next judgement. A missing Selenium or
chromedriver exits 77 (the Swift test reports it as skipped)."""
import os, shutil, sys, urllib.parse

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By  # noqa: F401 (re-exported for the tests)
    from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: F401
except ImportError:
    print("skipped: Python's selenium is not installed (pip install selenium)")
    sys.exit(77)


def address_parts(address):
    """(host, port, token) of `http://127.0.0.1:PORT/#token=...`."""
    parsed = urllib.parse.urlsplit(address)
    return parsed.hostname, parsed.port, urllib.parse.parse_qs(parsed.fragment)["token"][0]


failures = []


def check(condition, message):
    print(("ok: " if condition else "FAILED: ") + message)
    if not condition:
        failures.append(message)


def chromium(window="1400,1000"):
    """A headless Chromium driven by Debian's chromedriver (or the one on PATH)."""
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not os.path.exists(driver_path):
        print("skipped: chromedriver not found (Debian: apt-get install chromium-driver)")
        sys.exit(77)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={window}", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    return webdriver.Chrome(service=Service(driver_path), options=options)


def judged(driver):
    return driver.execute_script("return window.studio ? window.studio.judged : 0")


def after(driver, wait, action):
    """Runs `action` and waits until the page has shown the judgement it asked for."""
    before = judged(driver)
    action()
    wait.until(lambda d: judged(d) > before and not d.execute_script("return window.studio.busy"))
