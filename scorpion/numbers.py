"""Numbers as each reader writes them: "1,7 %" and "20 000" in French, "1.7%" and "20,000"
in Malay and English (babel's CLDR data), so that no page or message prints a Python float.

Every page, table, plot label and message that shows a count, a share or a duration goes
through these functions with the reader's language.
"""

from __future__ import annotations

from babel import Locale
from babel.numbers import format_decimal, format_percent

from scorpion.i18n import check_language

__all__ = ["format_count", "format_number", "format_seconds", "format_share"]


def format_count(value: int, lang: str) -> str:
    """A whole number with the language's thousands separator (20 000 / 20,000)."""
    return format_decimal(value, locale=check_language(lang))


def format_number(value: float, lang: str, digits: int = 1) -> str:
    """A decimal number with exactly `digits` digits after the language's decimal sign."""
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return format_decimal(value, format=pattern, locale=check_language(lang))


def format_share(share: float, lang: str, digits: int = 1) -> str:
    """A share (0.017) as a percentage in the language's own pattern: "1,7 %" in French
    (a narrow no-break space before the sign), "1.7%" in Malay and English."""
    locale = Locale.parse(check_language(lang))
    pattern = locale.percent_formats[None].pattern
    if digits > 0:  # CLDR's pattern has no fraction digits: "#,##0 %" becomes "#,##0.0 %"
        pattern = pattern.replace("0", "0." + "0" * digits, 1)
    return format_percent(share, format=pattern, locale=locale)


def format_seconds(value: float, lang: str) -> str:
    """A duration in seconds, to three significant digits below 100 s ("0,000153 s",
    "12,3 s" in French) and whole above it ("1 234 s"): a solve takes from microseconds
    to minutes, and a fixed number of decimals would show the short ones as 0."""
    if value >= 100:
        shown = format_number(value, lang, 0)
    else:
        shown = format_decimal(value, format="@##", locale=check_language(lang))
    return f"{shown} s"
