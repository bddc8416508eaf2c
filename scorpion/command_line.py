"""A command line that speaks the user's language: argparse, with its own words (usage,
error, the help option, "argument", an unknown argument, a value not among the choices)
in French or Malay as well as English.

argparse writes those words in English; a user who asked for `--lang ms` and mistyped a
variant would get English alone. `Parser` says them in its `lang`; `whole_number`,
`at_least` and `seconds` are types for the numbers argparse's own `int` and `float` would
refuse in English (or not at all: a budget of -5).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, NoReturn

from scorpion.i18n import N_, gettext
from scorpion.numbers import format_count

_USAGE = N_("usage: ")
_ERROR = N_("{prog}: error: {message}")
_ARGUMENT = N_("argument {name}: {message}")
_UNKNOWN = N_("unrecognized arguments: {arguments}")
_HELP = N_("show this help message and exit")
_OPTIONS = N_("options")
_POSITIONALS = N_("positional arguments")
_NOT_WHOLE = N_("a whole number is needed, not “{value}”")
_TOO_FEW = N_("a whole number of at least {minimum} is needed, not “{value}”")
_NOT_SECONDS = N_("a number of seconds above 0 is needed, not “{value}”")
_NOT_ONE_OF = N_("“{value}” is not one of: {choices}")
_OWN: dict[str, str] = {"expected one argument": N_("one value is expected after it")}
"""argparse's own refusals a user meets most (an option given without its value), in the
words argparse writes them, and ours."""
_WITH = "not allowed with argument "
"""How argparse begins the refusal of two options of an exclusive group, given together."""
_EXCLUSIVE = N_("cannot be given with {other}")


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, with "usage:" in the user's language."""

    def __init__(self, prog: str, *, usage: str = "usage: ") -> None:
        super().__init__(prog)
        self._usage_prefix = usage

    def add_usage(
        self,
        usage: str | None,
        actions: Any,
        groups: Any,
        prefix: str | None = None,
    ) -> None:
        super().add_usage(usage, actions, groups, self._usage_prefix if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose own words are in `lang`; subcommands made with
    `add_subparsers().add_parser(..., lang=lang)` speak it too."""

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        helped = kwargs.pop("add_help", True)
        kwargs["add_help"] = False  # its own, in `lang`, below
        kwargs["exit_on_error"] = False  # its errors come to `parse_known_args` below
        kwargs["formatter_class"] = partial(_Formatter, usage=gettext(lang, _USAGE))
        super().__init__(*args, **kwargs)
        self._positionals.title = gettext(lang, _POSITIONALS)
        self._optionals.title = gettext(lang, _OPTIONS)
        if helped:
            self.add_argument("-h", "--help", action="help", help=gettext(lang, _HELP))

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        try:
            return super().parse_known_args(args, namespace)
        except argparse.ArgumentError as error:
            message = error.message
            if message in _OWN:
                message = gettext(self.lang, _OWN[message])
            elif message.startswith(_WITH):
                other = message.removeprefix(_WITH)
                message = gettext(self.lang, _EXCLUSIVE).format(other=other)
            if error.argument_name is None:
                self.error(message)
            name = error.argument_name
            self.error(gettext(self.lang, _ARGUMENT).format(name=name, message=message))

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        parsed, rest = self.parse_known_args(args, namespace)
        if rest:
            self.error(gettext(self.lang, _UNKNOWN).format(arguments=" ".join(rest)))
        return parsed

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """argparse's check of `choices` (a subcommand's name too), refused in `lang`."""
        choices = action.choices
        if choices is not None and value not in choices:
            listed = ", ".join(str(choice) for choice in choices)
            message = gettext(self.lang, _NOT_ONE_OF).format(value=value, choices=listed)
            raise argparse.ArgumentError(action, message)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        text = gettext(self.lang, _ERROR).format(prog=self.prog, message=message)
        self.exit(2, text + "\n")


def whole_number(lang: str) -> Callable[[str], int]:
    """An argparse type for a number such as a deal's: any whole number, refused in
    `lang` otherwise (argparse's own `int` refuses in English)."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            message = gettext(lang, _NOT_WHOLE).format(value=text)
            raise argparse.ArgumentTypeError(message) from None

    return parse


def at_least(minimum: int, lang: str) -> Callable[[str], int]:
    """An argparse type for a count or a budget: a whole number of at least `minimum`,
    refused with a message in `lang` (a budget of -5 positions or 0 workers means nothing)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = minimum - 1
        if value < minimum:
            shown = format_count(minimum, lang)
            message = gettext(lang, _TOO_FEW).format(minimum=shown, value=text)
            raise argparse.ArgumentTypeError(message)
        return value

    return parse


def seconds(lang: str) -> Callable[[str], float]:
    """An argparse type for a time limit: a number of seconds above 0, refused in `lang`."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = 0.0
        if not value > 0:  # NaN too
            message = gettext(lang, _NOT_SECONDS).format(value=text)
            raise argparse.ArgumentTypeError(message)
        return value

    return parse
