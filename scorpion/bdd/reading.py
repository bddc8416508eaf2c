"""Reading the rule book's feature files: parse each one into plain values (FeatureDoc,
RuleDoc, ScenarioDoc, StepDoc), outlines expanded, every fault named by file and line.

Each game's executor runs what this module reads; the docs build and the tests read
through it too.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser

from scorpion.bdd.dialect import (
    declared_language,
    is_registered,
    language_error,
    message_language,
    register_dialects,
)
from scorpion.bdd.messages import M_, say
from scorpion.bdd.model import FeatureDoc, FeatureError, RuleDoc, ScenarioDoc, StepDoc
from scorpion.paths import FEATURES

FEATURES_DIR = FEATURES
ID_PREFIX = "id:"

_KIND_BY_KEYWORD_TYPE = {"Context": "given", "Action": "when", "Outcome": "then"}


# ---- reading feature files -----------------------------------------------------------
def load_feature(path: Path | str) -> FeatureDoc:
    """Parse a feature file; FeatureError (file, line, fault) when it cannot be used."""
    path = Path(path)
    return _parsed(path, path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1024)
def _parsed(path: Path, text: str) -> FeatureDoc:
    """A feature file's text parsed, once per process for the same path and text: a run
    of the rule book reads each file twice or more (collection, the run report, the
    pages), and parsing is most of that (a FeatureDoc is frozen; a fault is not kept)."""
    declared = declared_language(text)
    if declared is None:
        raise FeatureError(
            path,
            1,
            say(
                message_language(path, None),
                M_("no '# language: fr' or '# language: ms' line before the feature"),
            ),
        )
    lang, line = declared
    register_dialects()
    if not is_registered(lang):
        raise FeatureError(
            None, None, language_error(path, lang, line, message_language(path, lang))
        )
    try:
        document = gherkin_document(text)
    except CompositeParserException as error:
        first = error.errors[0]
        raise FeatureError(path, first.location["line"], _parser_fault(first)) from None
    except ParserException as error:
        raise FeatureError(path, error.location["line"], _parser_fault(error)) from None
    feature = document.get("feature")
    if not feature:
        raise FeatureError(path, 1, say(lang, M_("the file holds no feature")))
    return _feature(path, lang, cast(dict[str, Any], feature))


@lru_cache(maxsize=1024)
def gherkin_document(text: str) -> dict[str, Any]:
    """The Gherkin parser's document of a feature file's text (once per process: pytest-bdd
    is handed the same one, scorpion.bdd.binding); shared, so read and never changed; the
    dialects must be registered."""
    return cast(dict[str, Any], Parser().parse(text))


def _parser_fault(error: ParserException) -> str:
    return re.sub(r"^\(\d+:\d+\): ", "", str(error.args[0]))


def _tags(node: dict[str, Any]) -> tuple[str, ...]:
    return tuple(tag["name"].lstrip("@") for tag in node.get("tags", []))


def _description(node: dict[str, Any]) -> str:
    lines = (node.get("description") or "").splitlines()
    return "\n".join(line.strip() for line in lines).strip()


def _feature(path: Path, lang: str, feature: dict[str, Any]) -> FeatureDoc:
    rules: list[RuleDoc] = []
    loose: list[ScenarioDoc] = []
    background: list[dict[str, Any]] = []
    names: dict[str, int] = {}
    for child in feature["children"]:
        if "background" in child:
            background = child["background"]["steps"]
        elif "scenario" in child:
            loose.extend(_scenarios(path, lang, child["scenario"], background, names))
        elif "rule" in child:
            rule = child["rule"]
            rule_background = list(background)
            scenarios: list[ScenarioDoc] = []
            for item in rule["children"]:
                if "background" in item:
                    rule_background = background + item["background"]["steps"]
                elif "scenario" in item:  # a rule's tags are its scenarios' (Gherkin)
                    scenarios.extend(
                        _scenarios(
                            path, lang, item["scenario"], rule_background, names, _tags(rule)
                        )
                    )
            rules.append(
                RuleDoc(
                    rule["name"], _description(rule), tuple(scenarios), rule["location"]["line"]
                )
            )
    if loose:
        rules.insert(0, RuleDoc("", "", tuple(loose), 0))
    return FeatureDoc(
        path, lang, feature["name"], _description(feature), _tags(feature), tuple(rules)
    )


def _scenarios(
    path: Path,
    lang: str,
    node: dict[str, Any],
    background: list[dict[str, Any]],
    names: dict[str, int],
    inherited: tuple[str, ...] = (),
) -> list[ScenarioDoc]:
    line = node["location"]["line"]
    name = node["name"]
    if name in names:
        raise FeatureError(
            path,
            line,
            say(
                lang,
                M_("scenario name «{name}» is used twice in this file (also line {line})"),
                name=name,
                line=names[name],
            ),
        )
    names[name] = line
    tags = _tags(node)
    ids = [t[len(ID_PREFIX) :] for t in tags if t.startswith(ID_PREFIX)]
    tags += tuple(t for t in inherited if t not in tags and not t.startswith(ID_PREFIX))
    if len(ids) != 1:
        raise FeatureError(
            path,
            line,
            say(
                lang,
                M_("scenario «{name}» needs exactly one @{tag}<id> tag"),
                name=name,
                tag=ID_PREFIX,
            ),
        )
    steps = _steps(background + node["steps"])
    if not node.get("examples"):
        return [ScenarioDoc(ids[0], name, _description(node), tags, line, steps, path)]
    expanded = []
    for table in node["examples"]:
        header = [cell["value"] for cell in table.get("tableHeader", {}).get("cells", [])]
        for row in table.get("tableBody", []):
            values = [cell["value"] for cell in row["cells"]]
            context = dict(zip(header, values, strict=True))
            expanded.append(
                ScenarioDoc(
                    ids[0],
                    f"{_render(name, context)} ({' | '.join(values)})",
                    _description(node),
                    tags + _tags(table),
                    row["location"]["line"],
                    tuple(_render_step(s, context) for s in steps),
                    path,
                    tuple(context.items()),
                    name,
                )
            )
    if not expanded:
        raise FeatureError(
            path, line, say(lang, M_("scenario outline «{name}» has no Examples row"), name=name)
        )
    return expanded


def _steps(nodes: list[dict[str, Any]]) -> tuple[StepDoc, ...]:
    steps = []
    kind = "given"
    for node in nodes:
        kind = _KIND_BY_KEYWORD_TYPE.get(node.get("keywordType", ""), kind)
        doc = node.get("docString")
        table = node.get("dataTable")
        steps.append(
            StepDoc(
                keyword=node["keyword"].strip(),
                text=node["text"],
                line=node["location"]["line"],
                docstring=doc["content"] if doc else None,
                datatable=(
                    tuple(tuple(c["value"] for c in row["cells"]) for row in table["rows"])
                    if table
                    else None
                ),
                kind=kind,
                docstring_line=doc["location"]["line"] if doc else None,
            )
        )
    return tuple(steps)


def _render(text: str, context: dict[str, str]) -> str:
    return re.sub(r"<(\w[^<>]*)>", lambda m: context.get(m.group(1), m.group(0)), text)


def _render_step(step: StepDoc, context: dict[str, str]) -> StepDoc:
    return StepDoc(
        step.keyword,
        _render(step.text, context),
        step.line,
        _render(step.docstring, context) if step.docstring is not None else None,
        tuple(tuple(_render(c, context) for c in row) for row in step.datatable)
        if step.datatable is not None
        else None,
        step.kind,
        step.docstring_line,
    )


VARIANTS_SUBDIR = "variantes"
"""Each language's folder holds the app's rules; its `variantes/` folder, one feature per
other variant (features/fr/variantes/cards4.feature, features/ms/variantes/cards4.feature)."""


def feature_files(root: Path = FEATURES_DIR) -> list[Path]:
    """The feature files under `root`: `<lang>/*.feature` then `<lang>/variantes/*.feature`."""
    return sorted(root.glob("*/*.feature")) + sorted(root.glob(f"*/{VARIANTS_SUBDIR}/*.feature"))


def extra_feature_dirs() -> list[Path]:
    """Folders named by the SCORPION_FEATURES environment variable, each laid out like
    features/ (fr/, ms/, their variantes/): a contributor's variant scenarios kept
    outside the repository run with the rule book, as SCORPION_VARIANTS adds variants."""
    extra = os.environ.get("SCORPION_FEATURES", "")
    return [Path(entry).resolve() for entry in extra.split(os.pathsep) if entry]


def id_faults(features: list[FeatureDoc]) -> list[FeatureError]:
    """Ids used by two scenarios of one language (an outline's rows share theirs)."""
    faults: list[FeatureError] = []
    seen: dict[tuple[str, str], tuple[Path, int]] = {}
    for feature in features:
        here: dict[str, tuple[str, int]] = {}
        for scenario in feature.scenarios:
            template = scenario.outline_name or scenario.name
            if scenario.id in here and here[scenario.id][0] != template:
                faults.append(
                    FeatureError(
                        feature.path,
                        scenario.line,
                        say(
                            feature.lang,
                            M_("id {id} is already used at line {line}"),
                            id=scenario.id,
                            line=here[scenario.id][1],
                        ),
                    )
                )
            here.setdefault(scenario.id, (template, scenario.line))
        for id_, (_, line) in here.items():
            if (feature.lang, id_) in seen:
                other = seen[(feature.lang, id_)]
                faults.append(
                    FeatureError(
                        feature.path,
                        line,
                        say(
                            feature.lang,
                            M_("id {id} is already used in {path}:{line}"),
                            id=id_,
                            path=other[0],
                            line=other[1],
                        ),
                    )
                )
            seen.setdefault((feature.lang, id_), (feature.path, line))
    return faults


def load_all(root: Path = FEATURES_DIR) -> list[FeatureDoc]:
    """Every feature of the rule book; FeatureError if one id is used twice in a language."""
    features = [load_feature(path) for path in feature_files(root)]
    faults = id_faults(features)
    if faults:
        raise faults[0]
    return features
