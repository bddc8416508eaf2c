"""Numbers are written as each reader's language writes them."""

import pytest

from scorpion.errors import LanguageError
from scorpion.numbers import format_count, format_number, format_seconds, format_share


def test_french_share_has_a_decimal_comma_and_a_space_before_the_sign() -> None:
    assert format_share(0.017, "fr") == "1,7\u00a0%"


def test_malay_and_english_shares_have_a_decimal_point_and_no_space() -> None:
    assert format_share(0.017, "ms") == "1.7%"
    assert format_share(0.017, "en") == "1.7%"


def test_share_digits_are_honoured() -> None:
    assert format_share(0.5, "fr", 0) == "50\u00a0%"
    assert format_share(0.04567, "ms", 2) == "4.57%"


def test_counts_group_thousands_per_language() -> None:
    assert format_count(20000, "fr") == "20\u202f000"
    assert format_count(20000, "ms") == "20,000"


def test_decimal_numbers_keep_their_digits() -> None:
    assert format_number(1.25, "fr", 2) == "1,25"
    assert format_number(3, "ms", 1) == "3.0"


def test_a_duration_keeps_three_significant_digits_short_ones_included() -> None:
    assert format_seconds(0.000153, "fr") == "0,000153 s"
    assert format_seconds(5e-05, "ms") == "0.00005 s"
    assert format_seconds(12.3456, "fr") == "12,3 s"
    assert format_seconds(1234.5, "fr") == "1\u202f234 s"
    assert format_seconds(1234.5, "en") == "1,234 s"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError):
        format_share(0.1, "xx")


def test_a_hint_out_of_budget_writes_its_count_in_the_readers_way() -> None:
    from scorpion.games.scorpion.solver.hints import Hint
    from scorpion.games.scorpion.solver.solution import Solution, Status

    hint = Hint(Solution(Status.UNKNOWN, nodes=20000))
    assert "20\u202f000" in hint.message("fr")
    assert "20,000" in hint.message("ms")
