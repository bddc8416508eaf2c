"""One hierarchy for everything the engine refuses; every error speaks every language.

An error keeps an English message template (the catalog msgid) and its parameters as
values (cards, suits, numbers), so `message(lang)` can render both the sentence and the
card names in the reader's language.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, Protocol

from scorpion.catalogs import LANGUAGES, N_, translations


class Named(Protocol):
    """A value a message names in the reader's language (a card, a suit): errors format
    such values through this method and import none of their types."""

    def to_text(self, lang: str) -> str: ...


def gettext(lang: str, msgid: str, domain: str = "scorpion") -> str:
    """`msgid` in `lang`; English where the language has no catalog (an error must
    always be readable, even one about an unknown language)."""
    return translations(lang, domain).gettext(msgid)


def _render(value: object, lang: str) -> str:
    if isinstance(value, ScorpionError):
        return value.message(lang)
    to_text = getattr(value, "to_text", None)
    if callable(to_text):
        return str(to_text(lang))
    return str(value)


class ScorpionError(Exception):
    """Base of every error the engine raises on purpose."""

    domain: ClassVar[str] = "scorpion"
    """The catalog holding the message (each game's engine has its own)."""

    def __init__(self, msgid: str, **params: object) -> None:
        self.msgid = msgid
        self.params = params
        super().__init__(self.message("en"))

    def _values(self) -> dict[str, object]:
        """The values the message template is filled with."""
        return self.params

    def message(self, lang: str = "en") -> str:
        """The message in `lang` (en, fr or ms)."""
        if lang not in LANGUAGES:
            lang = "en"
        values = {key: _render(value, lang) for key, value in self._values().items()}
        return gettext(lang, self.msgid, self.domain).format(**values)


class LanguageError(ScorpionError):
    """A language code the project has no catalog for."""

    def __init__(self, lang: str) -> None:
        super().__init__(
            N_("Unsupported language “{lang}”: use one of {languages}"),
            lang=lang,
            languages=", ".join(LANGUAGES),
        )
        self.lang = lang


class Refusal(Enum):
    """Why an action was refused. The value is the English message (the catalog msgid)."""

    ONLY_KING_ON_EMPTY = N_("Only a King can go on an empty column")
    SAME_SUIT_REQUIRED = N_("Rule: cards must be of the same suit")
    NOTHING_ON_ACE = N_("Rule: nothing goes onto an Ace")
    WRONG_RANK = N_("Rule: a card goes onto a card exactly one rank higher")
    CARD_FACE_DOWN = N_("The {card} is face down: only a face-up card can be moved")
    CARD_NOT_IN_PLAY = N_("The {card} is not in a column of the tableau")
    CARD_AMBIGUOUS = N_("Two {card} can move: name the column it comes from")
    CARD_PLACE_AMBIGUOUS = N_(
        "Two {card} lie face up in column {column}: name the place of the one to move, "
        "card {lower} or card {upper}"
    )
    CARD_NOT_AT_PLACE = N_("The {card} is not face up at card {place} of its column")
    SAME_COLUMN = N_("The {card} is already in column {column}")
    NO_SUCH_COLUMN = N_("There is no column {column}")
    WHOLE_COLUMN_TO_EMPTY = N_(
        "A King-led group that fills its whole column cannot move to another empty column"
    )
    NO_RESERVE_TO_DEAL = N_("This game has no reserve to deal")
    RESERVE_ALREADY_DEALT = N_("The reserve has already been dealt")
    RESERVE_NOT_YET = N_("The reserve is dealt only when no useful move remains")
    NOTHING_TO_UNDO = N_("There is no move to undo")


class IllegalMove(ScorpionError):
    """An action the rules refuse; the game is left exactly as it was."""

    def __init__(self, reason: Refusal, **params: object) -> None:
        self.reason = reason
        super().__init__(reason.value, **params)


class NotationError(ScorpionError):
    """Board or card text that cannot be read; names the faulty token and where it is."""

    def __init__(
        self,
        msgid: str,
        token: str,
        column: int | None = None,
        position: int | None = None,
        **params: object,
    ) -> None:
        self.token = token
        self.column = column
        self.position = position
        super().__init__(msgid, token=token, **params)

    def _values(self) -> dict[str, object]:
        return {**self.params, "column": self.column, "position": self.position}

    def message(self, lang: str = "en") -> str:
        text = super().message(lang)
        if lang not in LANGUAGES:
            lang = "en"
        if "{column}" in self.msgid:
            return text
        if self.column is not None and self.position is not None:
            where = gettext(lang, "column {column}, card {position}")
        elif self.column is not None:
            where = gettext(lang, "column {column}")
        elif self.position is not None:
            where = gettext(lang, "reserve, card {position}")
        else:
            return text
        return f"{text} ({where.format(column=self.column, position=self.position)})"

    @classmethod
    def unknown_card(cls, token: str) -> NotationError:
        return cls(N_("Unknown card “{token}”"), token)

    @classmethod
    def unknown_suit(cls, token: str) -> NotationError:
        return cls(N_("Unknown suit “{token}”"), token)

    def at(self, column: int | None, position: int | None) -> NotationError:
        """The same error, placed in the board text."""
        located = type(self).__new__(type(self))
        located.__dict__.update(self.__dict__)
        located.column, located.position = column, position
        Exception.__init__(located, located.message("en"))
        return located


class DuplicateCard(NotationError):
    """A card written twice where the deck holds it once."""

    def __init__(
        self, card: Named, column: int | None, position: int | None, token: str | None = None
    ) -> None:
        super().__init__(
            N_("The {card} appears more often than the deck holds it"),
            token or card.to_text("en"),
            column,
            position,
            card=card,
        )
        self.card = card


class VariantError(ScorpionError):
    """A rule-set file that is malformed or contradicts itself."""

    def message(self, lang: str = "en") -> str:
        text = super().message(lang)
        where = self.params.get("where")
        if where is None:
            return text
        if lang not in LANGUAGES:
            lang = "en"
        return gettext(lang, "Variant file {where}: {problem}").format(where=where, problem=text)


class SaveError(ScorpionError):
    """A saved game that cannot be read back."""


class ResultFileError(ScorpionError):
    """A statistics result file (`scorpion stats --results`) that cannot be read back: a
    run stops before writing to it, so no row of it is lost or misread."""

    domain = "solver"


class EngineError(ScorpionError):
    """An engine under test that did not answer as the engine protocol says (it crashed,
    hung, or sent something unreadable); `request` names what it was asked, when known."""

    def __init__(self, msgid: str, request: str = "", **params: object) -> None:
        self.request = request
        super().__init__(msgid, request=request, **params)

    @classmethod
    def crashed(cls, request: str, status: int | None, output: str) -> EngineError:
        if output:
            return cls(
                N_(
                    "The engine stopped while answering the request “{request}”"
                    " (exit status {status}); its last output: {output}"
                ),
                request,
                status=status,
                output=output,
            )
        return cls(
            N_("The engine stopped while answering the request “{request}” (exit status {status})"),
            request,
            status=status,
        )

    @classmethod
    def timeout(cls, request: str, seconds: float) -> EngineError:
        return cls(
            N_("The engine did not answer the request “{request}” within {seconds} s"),
            request,
            seconds=f"{seconds:g}",
        )

    @classmethod
    def not_json(cls, request: str, line: str) -> EngineError:
        return cls(
            N_("The engine answered the request “{request}” with a line that is not JSON: {line}"),
            request,
            line=line[:200],
        )

    @classmethod
    def unusable(cls, request: str, fault: ScorpionError) -> EngineError:
        return cls(
            N_("The engine's answer to the request “{request}” is unusable: {fault}"),
            request,
            fault=fault,
        )

    @classmethod
    def failed(cls, request: str, error: str) -> EngineError:
        return cls(
            N_("The engine could not carry out the request “{request}”: {error}"),
            request,
            error=error[:500],
        )

    @classmethod
    def dead(cls, request: str) -> EngineError:
        return cls(
            N_("The engine was asked “{request}” after it failed; it is not used again"),
            request,
        )

    @classmethod
    def version(cls, theirs: object, ours: int) -> EngineError:
        return cls(
            N_("The engine speaks protocol version {theirs}; the rule book speaks version {ours}"),
            "hello",
            theirs=theirs,
            ours=ours,
        )

    @classmethod
    def cannot_start(cls, command: str, error: str) -> EngineError:
        return cls(
            N_("The engine command “{command}” could not be started: {error}"),
            command=command,
            error=error,
        )

    @classmethod
    def cannot_load(cls, spec: str, error: str) -> EngineError:
        return cls(
            N_("The engine “{spec}” cannot be loaded (package.module:factory): {error}"),
            spec=spec,
            error=error,
        )


class ProtocolError(EngineError):
    """A value in an engine's answer that the protocol cannot read (a card, a move, ...)."""

    @classmethod
    def garbage(cls, what: str, value: object) -> ProtocolError:
        return cls(N_("unreadable {what}: {value}"), what=what, value=repr(value)[:200])


# ---- Scopa (scorpion.games.scopa): the second game, messages in the `scopa` catalog ------------
class ScopaError(ScorpionError):
    """Base of the Scopa engine's errors."""

    domain = "scopa"


class IllegalPlay(ScopaError):
    """A Scopa play or action the rules refuse; the game is left exactly as it was.

    `reason` is a `scorpion.games.scopa.PlayRefusal` (its value is the message)."""

    def __init__(self, reason: Enum, **params: object) -> None:
        self.reason = reason
        super().__init__(str(reason.value), **params)


class ScopaNotationError(ScopaError):
    """Scopa position or play text that cannot be read; `token` is the faulty part."""

    def __init__(self, msgid: str, token: str = "", **params: object) -> None:
        self.token = token
        super().__init__(msgid, token=token, **params)


class ScopaSaveError(ScopaError):
    """A saved Scopa game that cannot be read back."""


class ScopaPositionError(ScopaNotationError):
    """A Scopa position no real deal can reach (hands against the stock, the player to
    move, the plays made); the message says which part is impossible."""


class ArgumentError(ScorpionError):
    """A value of the wrong type, or out of range, given to the public API; the message
    names it, and nothing changes."""


class ScopaArgumentError(ScopaError, ArgumentError):
    """A value of the wrong type or range given to the Scopa API (its message is in the
    `scopa` catalog and names the value under `value`)."""
