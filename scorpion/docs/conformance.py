"""The conformance page: what the rule book says of an engine nobody here wrote.

Generated from committed result data (`docs/data/conformance/<engine>.json`, written by
`scripts/conformance.py` and checked against a fresh run by tests/test_soliterm.py), so
the page cannot drift silently. Per engine and claimed variant: passed / failed / not
applicable per rule-book section (feature), then each failure with the engine's fault in
the page's language and the rule sentence(s) it breaks (features/traceability.toml).
"""

from __future__ import annotations

import html
import json
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from scorpion.bdd.traceability import load_table, load_texts
from scorpion.docs.beyond import beyond_the_texts
from scorpion.docs.board_svg import site_text
from scorpion.i18n import N_

ROOT = Path(__file__).resolve().parents[2]
OUTCOMES = ("passed", "failed", "not-applicable")

#: What a missing capability is called on the page (msgids of the site catalog).
CAPABILITIES = {
    "score": N_("a score kept as the rule book counts it"),
    "undo": N_("undo"),
    "hints": N_("hints that list the legal moves"),
    "lost": N_("telling when the game is lost"),
    "blocked": N_("telling when the game is blocked"),
    "reset": N_("starting the same deal again"),
    "default-variant": N_("a default variant"),
    "deal": N_("dealing its own games"),
    "variant-files": N_("playing under a contributor's variant file"),
}


def data_dir() -> Path:
    """docs/data/conformance, or $SCORPION_SITE_CONFORMANCE (tests build from copies)."""
    return Path(os.environ.get("SCORPION_SITE_CONFORMANCE") or ROOT / "docs/data/conformance")


def load_engines(folder: Path | None = None) -> list[dict[str, object]]:
    """Every engine's committed results, by file name."""
    folder = data_dir() if folder is None else folder
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]


def sentences_by_id() -> dict[str, list[tuple[str, str]]]:
    """Scenario id → the sentences it proves, as (French, Malay) ("" where the text is
    French only: seeds 003 and 004)."""
    found: dict[str, list[tuple[str, str]]] = {}
    entries = list(load_table()) + [s for text in load_texts() for s in text.sentences]
    for entry in entries:
        for scenario_id in entry.scenarios:
            found.setdefault(scenario_id, []).append((entry.fr, entry.ms))
    return found


@dataclass
class ConformanceWriter:
    """The conformance content in one language.

    `sections`: feature slug → (title, link); `scenarios`: id → (name, link);
    `variant_link`: variant name → its title linked to its sheet."""

    lang: str
    sections: dict[str, tuple[str, str]]
    scenarios: dict[str, tuple[str, str]]
    variant_link: Callable[[str], str]

    def t(self, msgid: str, **values: object) -> str:
        text = site_text(self.lang, msgid)
        return text.format(**values) if values else text

    def page(self, engines: list[dict[str, object]] | None = None) -> str:
        engines = load_engines() if engines is None else engines
        if not engines:
            raise LookupError("no conformance data in docs/data/conformance")
        sentences = sentences_by_id()
        beyond = beyond_the_texts(self.lang, lambda i: self.scenarios.get(i, (i, "")))
        return "\n".join([beyond, *(self.engine(engine, sentences) for engine in engines)])

    def engine(self, data: dict[str, object], sentences: dict[str, list[tuple[str, str]]]) -> str:
        name, version = str(data["engine"]), str(data["version"])
        out = [f"## {html.escape(name)} {html.escape(version)}", ""]
        runs = data["runs"]
        assert isinstance(runs, list)
        out += [
            f"| {self.t('Variant claimed')} | {self.t('passed')} | {self.t('failed')} "
            f"| {self.t('not applicable')} |",
            "|---|--:|--:|--:|",
        ]
        for run in runs:
            counts = Counter(r["outcome"] for r in self.mine(run))
            out.append(
                f"| {self.variant_link(run['variant'])} | "
                + " | ".join(str(counts[o]) for o in OUTCOMES)
                + " |"
            )
        out.append("")
        for run in runs:
            out += self.run(name, run, sentences)
        return "\n".join(out) + "\n"

    def mine(self, run: dict[str, object]) -> list[dict[str, object]]:
        results = run["results"]
        assert isinstance(results, list)
        return [r for r in results if r["lang"] == self.lang]

    def run(
        self, name: str, run: dict[str, object], sentences: dict[str, list[tuple[str, str]]]
    ) -> list[str]:
        results = self.mine(run)
        variant_name = str(run["variant"])
        out = [
            f"### {self.t('{engine} under the rules {variant}', engine=name, variant=self.variant_link(variant_name))}",  # noqa: E501
            "",
            f"`pytest features/ --engine={run['factory']}`",
            "",
            f"| {self.t('Section')} | {self.t('passed')} | {self.t('failed')} "
            f"| {self.t('not applicable')} |",
            "|---|--:|--:|--:|",
        ]
        by_section: dict[str, Counter[str]] = {}
        for result in results:
            by_section.setdefault(str(result["section"]), Counter())[str(result["outcome"])] += 1
        for section in sorted(by_section):
            title, link = self.sections.get(section, (section, ""))
            cell = f'<a href="{link}">{html.escape(title)}</a>' if link else html.escape(title)
            counts = by_section[section]
            out.append(f"| {cell} | " + " | ".join(str(counts[o]) for o in OUTCOMES) + " |")
        out.append("")
        out += self.sentence_cover(results, sentences)
        failed = [r for r in results if r["outcome"] == "failed"]
        if failed:
            out += [
                f"#### {self.t('What fails, and the rule it breaks')}",
                "",
                '<ul class="sc-failures">',
            ]
            for result in sorted(failed, key=lambda r: str(r["id"])):
                out.append(self.failure(result, sentences.get(str(result["id"]), [])))
            out += ["</ul>", ""]
        missing = Counter(
            str(r.get("detail", "")) for r in results if r["outcome"] == "not-applicable"
        )
        if missing:
            out += [f"#### {self.t('Not applicable: what the engine does not offer')}", ""]
            for capability, count in sorted(missing.items()):
                out.append(f"- {self.capability(capability)}: {count}")
            out.append("")
        return out

    def sentence_cover(
        self, results: list[dict[str, object]], sentences: dict[str, list[tuple[str, str]]]
    ) -> list[str]:
        """How many rule sentences the run checked (a scenario of theirs passed or failed),
        and the sentences whose every scenario was not applicable, listed."""
        checked: set[tuple[str, str]] = set()
        reached: set[tuple[str, str]] = set()
        for result in results:
            for sentence in sentences.get(str(result["id"]), []):
                reached.add(sentence)
                if result["outcome"] != "not-applicable":
                    checked.add(sentence)
        only = sorted(reached - checked)
        out = [
            self.t(
                "Rule sentences checked on this engine: {checked}; whose every scenario was "
                "not applicable: {only}.",
                checked=len(checked),
                only=len(only),
            ),
            "",
        ]
        if only:
            out += [f"<details><summary>{self.t('The sentences not checked')}</summary><ul>"]
            out += [f"<li>{self.quote(sentence)}</li>" for sentence in only]
            out += ["</ul></details>", ""]
        return out

    def failure(self, result: dict[str, object], broken: list[tuple[str, str]]) -> str:
        """One failure as an HTML list item: the scenario, the engine's fault, the rules."""
        scenario_id = str(result["id"])
        title, link = self.scenarios.get(scenario_id, (scenario_id, ""))
        label = f"{scenario_id} — {html.escape(title)}"
        head = f'<a href="{link}">{label}</a>' if link else label
        detail = str(result.get("detail", ""))
        _where, _, fault = detail.partition(": ")
        first, _, rest = (fault or detail).partition("\n")
        parts = [f"<p><strong>{head}</strong></p>"]
        parts.append(f"<p>{self.t('The engine:')} {html.escape(first)}</p>")
        if rest:
            parts.append(f"<pre>{html.escape(rest)}</pre>")
        parts += [f"<p>{self.t('Rule:')} {self.quote(sentence)}</p>" for sentence in broken]
        return "<li>" + "".join(parts) + "</li>"

    def quote(self, sentence: tuple[str, str]) -> str:
        """A rule sentence (French, Malay) quoted in the page's language: the French one,
        marked as French, where the text has no Malay (seeds 003 and 004)."""
        fr, ms = sentence
        text = ms if self.lang == "ms" and ms else fr
        marker = ' lang="fr"' if text is fr and self.lang != "fr" else ""
        return f"<q{marker}>{html.escape(text)}</q>"

    def capability(self, capability: str) -> str:
        kind, _, value = capability.partition(":")
        if kind == "variant":
            return self.t("the variant {variant}", variant=self.variant_link(value))
        if kind == "messages":
            return self.t("refusal messages in {lang}", lang=value)
        if kind == "choice":
            return self.t("the choice {choice}", choice=f"`{value}`")
        return self.t(CAPABILITIES[capability]) if capability in CAPABILITIES else capability
