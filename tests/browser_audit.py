"""What every browser test of the site shares: the desktop and phone viewports, the
WCAG 2.1 A and AA rules of axe-core, and the reader's colour preference → the Material
scheme the site must show by default."""

VIEWPORT = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
#: the WCAG 2.1 A and AA rules of axe-core
AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}
#: the reader's system preference → the Material scheme the site must show by default
SCHEMES = {"light": "default", "dark": "slate"}
