"""Write the statistics page of the site (docs/<lang>/stats.md) and its SVG plots from the
committed results (docs/data/stats/*.csv); nothing is solved again.

    python scripts/stats_page.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import matplotlib  # noqa: E402

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import FuncFormatter  # noqa: E402

from scorpion.games.scorpion.rules import variant  # noqa: E402
from scorpion.games.scorpion.solver import beam, decide, guided  # noqa: E402
from scorpion.games.scorpion.solver.hints import solver_text as t  # noqa: E402
from scorpion.games.scorpion.solver.readings import (  # noqa: E402
    READING_NAMES,
    Reading,
    from_result_name,
    has_two_readings,
    result_name,
)
from scorpion.games.scorpion.stats.claims import CLAIMS, READING_TEXTS, verdict  # noqa: E402
from scorpion.games.scorpion.stats.results import read_rows  # noqa: E402
from scorpion.games.scorpion.stats.summary import Summary, wilson  # noqa: E402
from scorpion.i18n import N_  # noqa: E402
from scorpion.numbers import format_count, format_share  # noqa: E402

DATA = ROOT / "docs" / "data" / "stats"
plt.rcParams["svg.hashsalt"] = "scorpion"  # the same data give the same file
# Words printed inside f-strings (where extraction cannot see them).
WORD_0 = N_("Is this deal winnable?")
WORD_1 = N_("Win rates by variant")
WORD_2 = N_("Strict play")
WORD_3 = N_("variant")
WORD_4 = N_("deals")
WORD_5 = N_("won")
WORD_6 = N_("Wilson 95%")
WORD_7 = N_("The claims of the texts, measured")
WORD_8 = N_("source")
WORD_9 = N_("claim")
WORD_10 = N_("measured, 95% bounds")
WORD_11 = N_("verdict")
WORD_12 = N_("Classic: solution lengths and solve times")
WORD_13 = N_("How a verdict is proved")


WORD_14 = N_("rule set (reading of the defeat rule)")
WORD_15 = N_("claim read as")
WORD_16 = N_("claimed interval")
WORD_17 = N_("Traditional: the letter and the evident sense of the defeat rule")
WORD_18 = N_("reading")
WORD_19 = N_("How the claims are read")


def _solver_figures(lang: str) -> dict[str, str]:
    """The searches' budgets as the solver has them, written in `lang`."""
    return {
        name: format_count(value, lang)
        for name, value in {
            "cap": guided.JUDGE_CAP,
            "first": guided.FIRST_LOOK,
            "first_most": guided.most(None, guided.FIRST_LOOK),
            "every": len(guided.JUDGES),
            "every_most": guided.most(None),
            "deep": len(guided.DEEP),
            "deep_cap": guided.DEEP_CAP,
            "past_base": decide.PAST_BASE,
            "letter": len(guided.LETTER_JUDGES),
            "letter_base": decide.LETTER_BASE,
            "pruned_base": decide.PRUNED_BASE,
            "past_pruned_base": decide.PAST_PRUNED_BASE,
            "dealt_king_base": decide.DEALT_KING_BASE,
            "beam_base": decide.BEAM_BASE,
            "past_beam_base": decide.PAST_BEAM_BASE,
            "twin_beam_base": decide.TWIN_BEAM_BASE,
            "trap_base": decide.TRAP_BASE,
            "trap_judges_base": decide.TRAP_JUDGES_BASE,
            "beams": len(beam.BEAMS),
            "width": beam.WIDTH,
            "beam_most": beam.BEAM_CAP * len(beam.BEAMS),
            "past_pruned": guided.PRUNED_JUDGES,
            "past_pruned_most": sum(cap for _, cap in guided.pruned_runs(None)),
            "letter_most": guided.LETTER_CAP * len(guided.LETTER_JUDGES),
        }.items()
    }


def pct(x: float, lang: str) -> str:
    return format_share(x, lang)


def bounds(low: float, high: float, lang: str) -> str:
    return f"{pct(low, lang)} – {pct(high, lang)}"


def exact(share: float, lang: str) -> str:
    """A claimed bound as written in claims.toml: one decimal, or two where it has them."""
    tenths = share * 1000
    return format_share(share, lang, 1 if abs(tenths - round(tenths)) < 1e-6 else 2)


def title(stem: str, lang: str) -> str:
    """A result file's rule set as readers know it, with the reading of its defeat rule
    where the variant has two."""
    name, reading, _strict = from_result_name(stem)
    rules = variant(name)
    if not has_two_readings(rules):
        return rules.title(lang)
    return f"{rules.title(lang)}, {t(lang, READING_NAMES[reading])}"


def summaries() -> dict[str, Summary]:
    """The summary of every result file, by its stem (scorpion.games.scorpion.solver.
    readings.result_name)."""
    found = {}
    for path in sorted(DATA.glob("*.csv")):
        rows = read_rows(path)
        if rows:
            found[path.stem] = Summary.of(rows.values())
    return found


def plots(lang: str, found: dict[str, Summary], out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    names = [n for n in found if not n.startswith("strict-")]
    fig, ax = plt.subplots(figsize=(8, 0.45 * len(names) + 1.2))
    for i, name in enumerate(names):
        s = found[name]
        w, u = s.winnable / s.deals, s.unknown / s.deals
        ax.barh(i, w, color="#2e7d32")
        ax.barh(i, u, left=w, color="#bdbdbd")
        low, high = s.win_rate_bounds()
        ax.plot([low, high], [i, i], color="black", linewidth=1)
    ax.set_yticks(range(len(names)), [title(n, lang) for n in names])
    ax.set_xlim(0, 1)
    ax.xaxis.set_major_formatter(FuncFormatter(lambda x, _pos: format_share(x, lang, 0)))
    ax.set_xlabel(t(lang, N_("share of deals: winnable (green), unknown (grey), 95% bounds")))
    fig.tight_layout()
    fig.savefig(out / "win-rates.svg", metadata={"Date": None})
    plt.close(fig)
    s = found.get("classique")
    if s is None:
        return
    fig, (a, b) = plt.subplots(1, 2, figsize=(8, 3))
    a.hist(s.lengths, bins=20, color="#2e7d32")
    a.set_xlabel(t(lang, N_("solution length (moves)")))
    b.hist([1000 * x for x in s.seconds], bins=30, color="#1565c0", log=True)
    b.set_xlabel(t(lang, N_("solve time (CPU milliseconds)")))
    fig.tight_layout()
    fig.savefig(out / "classique-distributions.svg", metadata={"Date": None})
    plt.close(fig)


def page(lang: str, found: dict[str, Summary]) -> str:
    lines = [
        f"# {t(lang, WORD_0)}",
        "",
        "<!-- " + t(lang, N_("Generated by scripts/stats_page.py from docs/data/stats.")) + " -->",
        "",
        t(
            lang,
            N_(
                "Consecutive seeded deals of each variant were solved by the exact solver, every "
                "card known (face-down cards and reserve as dealt), within a budget of positions "
                "per deal. A deal is winnable (a winning line was found and replayed), "
                "unwinnable (every reachable position searched) or unknown (budget reached). "
                "Intervals are Wilson 95% intervals; the bounds on the winnable share hold "
                "whatever the unknown deals turn out to be."
            ),
        ),
        "",
        f"## {t(lang, WORD_13)}",
        "",
        t(
            lang,
            N_(
                "The solver tries every legal line of play from the deal and never searches "
                "the same position twice (positions that differ only by the order of columns "
                "the rules treat alike count as one). It plays the engine's rules to the end: "
                "a position the engine calls lost (the variant's defeat rule) ends the line, "
                "so no winning line passes through one. Two rules shorten the search without "
                "ever losing a win, each with its proof in the code "
                "(scorpion/games/scorpion/solver): a position is given up as lost when, "
                "whatever the order of play, some card can never reach the card one rank "
                "higher of its suit, or some face-down card can never be turned up; and a "
                "move is played without trying the others when nothing can disturb the column "
                "it goes to any more, or when playing it first changes nothing for the moves "
                "that could come before it (not under the letter of seed 003's defeat rule, "
                "where their proofs do not hold). Every winning line is replayed by the "
                "engine to the win, and the verdicts are checked against a separate naive "
                "search on small positions."
            ),
        ),
        "",
        t(
            lang,
            N_(
                "Those two rules hold only for one deck, building in the same suit and an "
                "empty column for Kings only. Relaxed and Wasp allow every move of such "
                "narrower rules (building in the same suit, an empty column for Kings only): "
                "a quarter of each deal's budget first solves the deal under them, and a "
                "winning line found there counts only once the engine has replayed it to the "
                "win under the variant's own rules. Only the search under the real rules ever "
                "calls a deal unwinnable."
            ),
        ),
        "",
        t(
            lang,
            N_(
                "For the variants outside those rules (Relaxed, Wasp and both Double "
                "Scorpion layouts), half of each deal's budget then goes to a guided search "
                "under the variant's own rules: it looks first at the positions that seem "
                "closest to a win (fewest face-down cards, fewest cards not lying on the card "
                "one rank higher of their suit), weighing these in several ways, each with at "
                "most {cap} positions: {first} ways ({first_most} positions at most) in Wasp, "
                "up to {every} ({every_most} positions at most) with two decks or building "
                "on any suit; there, where the budget allows more still, {deep} of those "
                "ways are then used once more with {deep_cap} positions each. A winning line "
                "it finds also counts only once the engine has replayed it to the win; when "
                "it finds none, that proves nothing."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "Within those rules the exact search gets each deal's whole budget; where it "
                "runs out, the same guided search looks again, with at most half that budget "
                "more ({first_most} positions at most): Traditional deal 4780, left unknown "
                "after 30,000 positions, is won 386 positions later."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "Under the letter of seed 003's defeat rule, before the reserve is dealt "
                "and with every card face up (Scorpion II from its deal), one more test "
                "gives a position up. Once the reserve is dealt, some move must complete a "
                "suite, and with no card left to turn up only a dealt card can make such a "
                "move possible; so by the deal some suit must be almost complete, each of "
                "its cards lying on the card one rank higher of its suit but one at most, "
                "and that one waiting for a dealt card. Each reserve card is dealt onto a "
                "column of its own, so that suit's cards must also be able to reach the "
                "column where the card they wait for will land. When no suit can get there "
                "before the deal, whatever the order of play, the position is lost: this "
                "settles at their deal most of the Scorpion II deals the search had left "
                "unknown."
            ),
        ),
        "",
        t(
            lang,
            N_(
                "Past {dealt_king_base} positions that test asks more: the King of that "
                "suit must be able to reach the column where the suit must end up (carried "
                "there, without ever moving on its own, when that column can never empty), a "
                "dealt card that lands on a complete suite must be able to leave it at once, "
                "and the card that waits for a dealt card, with the run down to the Ace on it, "
                "must be able to be in a column no reserve card is dealt to."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "With two decks or building on any suit (both Double Scorpion layouts, "
                "Relaxed) a weaker test prunes the search under the real rules: a card may "
                "leave more than once and has several places to go, so the test reads only "
                "what must come first (the card lying on a card leaves before that card is "
                "turned up or takes another; each card not yet on the card one rank higher "
                "of its suit must get onto one of its copies) and gives a position up when "
                "something every win needs can never happen. Pruned so, that search walks "
                "straight to many wins, so it goes first (Relaxed, Double Scorpion "
                "(PySolFC)). Under the letter of seed 003's defeat rule (Double Scorpion), "
                "which looks at the positions already seen, the quarter of the budget goes "
                "instead to the search under the real rules that counts alike positions "
                "reached by different lines as one: it only finds wins, each played by the "
                "engine with its real past. There, past {past_base} positions, these shares "
                "are of the first {past_base}, and the rest goes to the guided search."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "With two decks, building by suit and an empty column for Kings only (both "
                "Double Scorpion layouts), that weaker test misses how a twin holds a place. "
                "When, in a column, a card lies on its face-down twin, which lies on a "
                "face-down copy of the card one rank higher of their suit, the upper card can "
                "only go onto the other copy, and can leave it only for the copy under its "
                "twin; so the twin has nowhere to go, and the card under it is never turned "
                "up. Before any search the solver asks the deal that test and this one, read "
                "more widely (the twin can only leave after the other card, and the copy "
                "under it stays out of reach until it has; and a card that must leave before "
                "its twin, with only one copy in reach, covers that copy before the twin can "
                "move; and of two twins with only one copy in reach, the first to move covers "
                "it, so the other cannot move before that changes): of the deals every search "
                "had left unknown, this proves 31 of Double Scorpion (PySolFC)'s 35 and 13 of "
                "Double Scorpion's 14 lost at once, and it calls none of the deals a search "
                "won lost."
            ),
        ),
        "",
        t(
            lang,
            N_(
                "In both Double Scorpion layouts, past {trap_base} positions, the exact "
                "search that asks this test of every position it reaches comes before the "
                "other searches: it searches every position but those the test proves lost, "
                "and so won Double "
                "Scorpion (PySolFC) deal 1817, which every other search had left unknown."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "Past {trap_judges_base} positions, even before that search, the first "
                "{past_pruned} ways of judging above, then those that take points off, pass "
                "over every position this test proves lost ({past_pruned_most} positions at "
                "most). So pruned, the first won Double Scorpion (PySolFC) deal 1922 in about "
                "a second, which the other searches had won only after 275 s, and the second "
                "its deal 1615, which they had left unknown; one of those that take points "
                "off won Double Scorpion deal 629, also left unknown."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "In Double Scorpion (PySolFC), past {pruned_base} positions, the guided "
                "search also passes over the positions that weaker test gives up: seeming "
                "closest to a win, such a position would otherwise take the positions "
                "under it, all lost as well."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "Under that letter a line lives on after the deal only while a useful move "
                "is at hand: a position that offers one may play preparing moves, one that "
                "offers none is lost at once. The ways of judging above weigh none of that; "
                "{letter} more take points off for each useful move at hand (two at most), "
                "and in Double Scorpion, past {letter_base} positions, they first get what "
                "lies beyond ({letter_most} positions at most), the rest being searched as "
                "before."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "In Double Scorpion, past {past_pruned_base} positions, the first "
                "{past_pruned} ways of judging above, then those that take points off, come "
                "first, all passing over the positions the weaker test gives up: they get "
                "what lies beyond ({past_pruned_most} positions at most), the rest being "
                "searched as before."
            ),
        ).format(**_solver_figures(lang)),
        "",
        t(
            lang,
            N_(
                "In the variants outside those rules, past a budget above every one committed "
                "before (Double Scorpion (PySolFC) {beam_base} positions, Double Scorpion "
                "{past_beam_base}, "
                "Relaxed and Wasp {twin_beam_base}), {beams} beam searches come first, each "
                "under one of the ways of judging above and passing over the positions the "
                "weaker test gives up where it applies: going down one move at a time, a "
                "beam search keeps only the {width} positions of each depth that look "
                "closest to a win, so it follows many lines far at once and never comes "
                "back. They get what lies beyond ({beam_most} positions at most), the rest "
                "being searched as before, and win deals every other search had left "
                "unknown."
            ),
        ).format(**_solver_figures(lang)),
        "",
        f"![{t(lang, WORD_1)}](assets/stats/win-rates.svg)",
        "",
        "| "
        + " | ".join(
            t(lang, h)
            for h in (
                N_("variant"),
                N_("deals"),
                N_("budget (positions)"),
                N_("winnable"),
                N_("unwinnable"),
                N_("unknown (budget reached)"),
                N_("winnable share, 95% bounds"),
            )
        )
        + " |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    strict = []
    for name, s in found.items():
        low, high = s.win_rate_bounds()
        if name.startswith("strict-"):
            strict.append((name, s))
            continue
        rows = read_rows(DATA / f"{name}.csv")
        budgets = sorted({row.node_limit for row in rows.values()})
        # the smallest and largest budget given (deals left unknown were retried with more)
        ends = dict.fromkeys((budgets[0], budgets[-1]))
        budget = " – ".join(format_count(limit, lang) for limit in ends)
        lines.append(
            f"| {title(name, lang)} | {format_count(s.deals, lang)} | "
            f"{budget} | {format_count(s.winnable, lang)} | "
            f"{format_count(s.unwinnable, lang)} | {format_count(s.unknown, lang)} | "
            f"{bounds(low, high, lang)} |"
        )
    lines += two_readings(lang, found)
    if strict:
        lines += [
            "",
            f"## {t(lang, WORD_2)}",
            "",
            t(
                lang,
                N_(
                    "A greedy player who sees only the face-up cards and never undoes "
                    "(scorpion/games/scorpion/solver/strict.py), stopping where the engine "
                    "says the game is lost: its wins are a lower bound for strict play."
                ),
            ),
            "",
            f"| {t(lang, WORD_3)} | {t(lang, WORD_4)} | {t(lang, WORD_5)} | {t(lang, WORD_6)} |",
            "|---|---:|---:|---:|",
        ]
        for name, s in strict:
            low, high = wilson(s.winnable, s.deals)
            lines.append(
                f"| {title(name, lang)} | {format_count(s.deals, lang)} | "
                f"{format_count(s.winnable, lang)} | {bounds(low, high, lang)} |"
            )
    lines += claims_section(lang, found)
    if "classique" in found:
        lines += [
            f"![{t(lang, WORD_12)}](assets/stats/classique-distributions.svg)",
            "",
        ]
    return "\n".join(lines)


def two_readings(lang: str, found: dict[str, Summary]) -> list[str]:
    """Traditionnel's two readings of the defeat rule, side by side, and why they differ."""
    letter, sense = found.get("traditionnel"), found.get(result_name("traditionnel", Reading.SENSE))
    if letter is None or sense is None:
        return []
    lines = [
        "",
        f"## {t(lang, WORD_17)}",
        "",
        t(
            lang,
            N_(
                "Seed 003 says the game is lost once the reserve is dealt and no move turns a "
                "card up or completes a suite. Read to the letter, a position whose only moves "
                "prepare such a move (a card moved onto its successor to free another, a King "
                "moved to an empty column) is lost, even when those moves lead to a win; the "
                "engine plays that letter and so does the solver. Read by its evident sense (a "
                "player who is stuck has lost), the game is lost only when no legal move is "
                "left. Every other rule is the same, the reserve dealt when no useful move "
                "remains included. The two readings disagree on every deal whose only winning "
                "lines pass through a position the letter calls lost; the page “where the "
                "sources disagree” shows such positions."
            ),
        ),
        "",
        f"| {t(lang, WORD_18)} | {t(lang, WORD_4)} | {t(lang, N_('winnable'))} | "
        f"{t(lang, N_('unwinnable'))} | {t(lang, N_('unknown (budget reached)'))} | "
        f"{t(lang, N_('winnable share, 95% bounds'))} |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for reading, s in ((Reading.LETTER, letter), (Reading.SENSE, sense)):
        low, high = s.win_rate_bounds()
        lines.append(
            f"| {t(lang, READING_NAMES[reading])} | {format_count(s.deals, lang)} | "
            f"{format_count(s.winnable, lang)} | {format_count(s.unwinnable, lang)} | "
            f"{format_count(s.unknown, lang)} | {bounds(low, high, lang)} |"
        )
    return lines


def claims_section(lang: str, found: dict[str, Summary]) -> list[str]:
    """Each claim against each reading of its rule set and each of its own pre-registered
    readings (scorpion/games/scorpion/stats/claims.toml)."""
    lines = [
        "",
        f"## {t(lang, WORD_7)}",
        "",
        t(
            lang,
            N_(
                "How each claim is read was written down before the figures were measured "
                "(scorpion/games/scorpion/stats/claims.toml, committed before the results; "
                "its history is the evidence). Where two readings of a claim are reasonable, "
                "both verdicts are given; where the rule set's defeat rule has two readings, "
                "the claim is measured on both. A claim is refuted when the 95% bounds miss "
                "the claimed interval, confirmed when they lie inside it; otherwise the "
                "figures cannot tell."
            ),
        ),
        "",
        f"### {t(lang, WORD_19)}",
        "",
    ]
    lines += [f"- {t(lang, text)}" for text in READING_TEXTS.values()]
    lines += [
        "",
        f"| {t(lang, WORD_8)} | {t(lang, WORD_9)} | {t(lang, WORD_14)} | {t(lang, WORD_15)} | "
        f"{t(lang, WORD_16)} | {t(lang, WORD_10)} | {t(lang, WORD_11)} |",
        "|---|---|---|---|---|---|---|",
    ]
    for claim in CLAIMS:
        for reading in Reading:
            stem = result_name(claim.variant, reading)
            if reading is Reading.SENSE and stem == claim.variant:
                continue  # one reading of the defeat rule only
            s = found.get(stem)
            if s is None:
                continue
            low, high = s.win_rate_bounds()
            if claim.strict:
                player = found.get(result_name(claim.variant, reading, strict=True))
                low = wilson(player.winnable, player.deals)[0] if player else 0.0
            for read_as in claim.readings:
                claimed = " – ".join(exact(x, lang) for x in (read_as.low, read_as.high))
                lines.append(
                    f"| {t(lang, claim.source)} | {t(lang, claim.text)} | {title(stem, lang)} | "
                    f"{t(lang, READING_TEXTS[read_as.name])} | {claimed} | "
                    f"{bounds(low, high, lang)} | "
                    f"**{t(lang, verdict(low, high, read_as).value)}** |"
                )
    lines += [
        "",
        t(
            lang,
            N_(
                "Claims about strict play are bounded from above by the solver (a player who "
                "sees every card wins at least as often) and from below by the greedy player."
            ),
        ),
        "",
    ]
    return lines


def main() -> int:
    found = summaries()
    for lang in ("fr", "ms"):
        plots(lang, found, ROOT / "docs" / lang / "assets" / "stats")
        (ROOT / "docs" / lang / "stats.md").write_text(page(lang, found), encoding="utf-8")
        print(f"wrote docs/{lang}/stats.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
