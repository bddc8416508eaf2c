"""The one executor: parse a feature file, match each step line to a neutral step, run it.

pytest (through scorpion.bdd.plugin) and the docs build (through `replay`) both run
scenarios here, so a picture on the rules site is something the engine did in a test.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any, cast

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser

from scorpion import Game, NotationError, ScorpionError
from scorpion.bdd.dialect import (
    declared_language,
    is_registered,
    language_error,
    message_language,
    register_dialects,
)
from scorpion.bdd.messages import M_, say
from scorpion.bdd.model import (
    FeatureDoc,
    FeatureError,
    RuleDoc,
    ScenarioDoc,
    StepDoc,
    StepFailure,
    StepTrace,
)
from scorpion.bdd.phrases import Matched, PhraseError, convert, match, refusal_key
from scorpion.bdd.steps import Check, NotApplicable, World, normalize
from scorpion.engines.builtin import BuiltinEngine
from scorpion.errors import EngineError
from scorpion.i18n import gettext
from scorpion.paths import FEATURES

__all__ = [
    "FEATURES_DIR",
    "FeatureDoc",
    "FeatureError",
    "RuleDoc",
    "ScenarioDoc",
    "StepDoc",
    "StepFailure",
    "StepTrace",
    "World",
    "execute",
    "finish",
    "load_all",
    "load_feature",
    "neutral_steps",
    "replay",
]

FEATURES_DIR = FEATURES
ID_PREFIX = "id:"

_KIND_BY_KEYWORD_TYPE = {"Context": "given", "Action": "when", "Outcome": "then"}


# ---- reading feature files -----------------------------------------------------------
def load_feature(path: Path | str) -> FeatureDoc:
    """Parse a feature file; FeatureError (file, line, fault) when it cannot be used."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
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
        document = Parser().parse(text)
    except CompositeParserException as error:
        first = error.errors[0]
        raise FeatureError(path, first.location["line"], _parser_fault(first)) from None
    except ParserException as error:
        raise FeatureError(path, error.location["line"], _parser_fault(error)) from None
    feature = document.get("feature")
    if not feature:
        raise FeatureError(path, 1, say(lang, M_("the file holds no feature")))
    return _feature(path, lang, cast(dict[str, Any], feature))


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
                elif "scenario" in item:
                    scenarios.extend(
                        _scenarios(path, lang, item["scenario"], rule_background, names)
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


# ---- running steps -------------------------------------------------------------------
def _fault_line(lang: str, docstring: str, error: NotationError) -> int:
    """The line of a doc string a board fault is on (0-based): its column's line, else the
    line holding the faulty text, else the first line."""
    lines = [normalize(text).casefold() for text in docstring.splitlines()]
    if error.column is not None:
        label = gettext(lang, "column {number}: {cards}").split("{cards}")[0]
        prefix = normalize(label.format(number=error.column)).casefold()
        for number, text in enumerate(lines):
            if text.startswith(prefix) and len(lines) > 1:
                return number
    token = normalize(error.token or "").casefold()
    for number, text in enumerate(lines):
        if token and token in text:
            return number
    return 0


def _board(world: World, step: StepDoc, variant: str | None) -> Game:
    assert step.docstring is not None
    name = variant or world.variant or "classique"
    try:
        return Game.from_text(step.docstring, world.lang, name)
    except NotationError as error:
        line = step.line
        if step.docstring_line is not None:
            line = step.docstring_line + 1 + _fault_line(world.lang, step.docstring, error)
        fault = say(world.lang, M_("board: {fault}"), fault=error)
        raise StepFailure(world.path, line, fault) from None


def _table(world: World, step: StepDoc) -> tuple[tuple[Any, int], ...]:
    assert step.datatable is not None
    rows = []
    for number, row in enumerate(step.datatable[1:], start=1):
        if len(row) != 2:
            raise StepFailure(
                world.path,
                step.line + 1 + number,
                say(world.lang, M_("a move row has two cells: card, column")),
            )
        try:
            card = convert(world.lang, "card", row[0])
            try:
                column = int(row[1])
            except ValueError:
                fault = say(world.lang, M_("«{text}» is not a column number"), text=row[1])
                raise PhraseError(fault) from None
            rows.append((card, column))
        except PhraseError as error:
            raise StepFailure(
                world.path,
                step.line + 1 + number,
                say(world.lang, M_("move row {row}: {fault}"), row=" | ".join(row), fault=error),
            ) from None
    return tuple(rows)


def _match(world: World, step: StepDoc) -> Matched:
    try:
        return match(world.lang, step.kind, step.text)
    except PhraseError as error:
        raise StepFailure(world.path, step.line, _step_fault(world.lang, step, error)) from None


def _step_fault(lang: str, step: StepDoc, error: PhraseError) -> str:
    """A step line that cannot be used: the line as written, then the fault."""
    return say(lang, M_("{step}: {fault}"), step=f"{step.keyword} {step.text}", fault=error)


def execute(world: World, step: StepDoc) -> Matched:
    """Run one step line in `world`; StepFailure (file, line, fault) when it fails."""
    world.line = step.line
    matched = _match(world, step)
    refused = world.refused
    if refused is not None and matched.step.id != "refused":
        world.refused = None
        raise StepFailure(
            world.path,
            refused.line,
            say(
                world.lang,
                M_(
                    "the action was refused («{refusal}») but the next step (line {line})"
                    " does not check the refusal"
                ),
                refusal=refused.error,
                line=step.line,
            ),
        )
    definition = matched.step
    kwargs = dict(matched.args)
    if definition.docstring == "text" and step.docstring is not None:
        kwargs["text"] = step.docstring
    elif definition.docstring:
        if step.docstring is None:
            raise StepFailure(
                world.path,
                step.line,
                say(world.lang, M_("this step needs a board in a doc string")),
            )
        kwargs["doc"] = _board(world, step, kwargs.get("variant"))
        kwargs["text"] = step.docstring
    elif step.docstring is not None:
        raise StepFailure(
            world.path, step.line, say(world.lang, M_("this step takes no doc string"))
        )
    if definition.datatable:
        if not step.datatable:
            raise StepFailure(
                world.path, step.line, say(world.lang, M_("this step needs a table of moves"))
            )
        kwargs["table"] = _table(world, step)
    elif step.datatable is not None:
        raise StepFailure(world.path, step.line, say(world.lang, M_("this step takes no table")))
    if definition.kind == "when":
        world.actions = []
    try:
        definition.func(world, **kwargs)
    except NotApplicable:
        raise
    except Check as error:
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    except EngineError as error:
        world.broken = True
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    except ScorpionError as error:
        raise StepFailure(world.path, step.line, error.message(world.lang)) from None
    return matched


def finish(world: World) -> None:
    """The end of a scenario: a refusal nobody checked fails it."""
    refused = world.refused
    if refused is not None:
        world.refused = None
        raise StepFailure(
            world.path,
            refused.line,
            say(
                world.lang,
                M_("the action was refused («{refusal}») and no step checks the refusal"),
                refusal=refused.error,
            ),
        )


def replay(scenario: ScenarioDoc, lang: str) -> list[StepTrace]:
    """Run a scenario as pytest does, on the built-in engine, and record per step the
    game before and after it (copies of the engine's Game, for the site's pictures)."""
    engine = BuiltinEngine()
    world = World(lang, scenario.path, engine)
    traces: list[StepTrace] = []
    failed = False

    def game() -> Game | None:
        return engine.game.copy() if world.variant is not None else None

    for step in scenario.steps:
        before = game()
        if failed:
            traces.append(
                StepTrace(
                    step,
                    before,
                    before,
                    None,
                    None,
                    False,
                    say(lang, M_("not run: an earlier step failed")),
                )
            )
            continue
        engine.last = engine.refusal = None
        try:
            matched = execute(world, step)
        except (StepFailure, NotApplicable) as error:
            failed = True
            traces.append(StepTrace(step, before, game(), None, None, False, str(error)))
            continue
        action = engine.last if matched.step.kind == "when" and world.actions else None
        refusal = engine.refusal if world.refused is not None else None
        traces.append(StepTrace(step, before, game(), action, refusal, True, None, matched.step.id))
    if not failed:
        try:
            finish(world)
        except StepFailure as error:
            last = traces[-1]
            traces[-1] = StepTrace(
                last.step,
                last.before,
                last.after,
                last.action,
                last.error,
                False,
                str(error),
                last.step_id,
            )
    return traces


def passed(traces: list[StepTrace]) -> bool:
    return all(trace.passed for trace in traces)


# ---- language-neutral form (parity) --------------------------------------------------
def _neutral_value(key: str, value: Any) -> Any:
    return value


def neutral_steps(
    scenario: ScenarioDoc, lang: str
) -> list[tuple[str, tuple[tuple[str, Any], ...]]]:
    """The scenario as (step id, sorted normalized arguments): equal across languages."""
    world = World(lang, scenario.path)
    result = []
    rules = "classique"  # boards after the first are read under the scenario's variant
    for step in scenario.steps:
        try:
            matched = match(lang, step.kind, step.text)
        except PhraseError as error:
            raise FeatureError(scenario.path, step.line, _step_fault(lang, step, error)) from None
        args = dict(matched.args)
        if matched.step.kind == "given" and "variant" in args:
            rules = args["variant"]
        if "message" in args:
            args["message"] = refusal_key(lang, args["message"])
        if step.docstring is not None and matched.step.docstring == "text":
            args["text"] = step.docstring
        elif step.docstring is not None:
            try:
                args["board"] = _board(world, step, rules).position
            except StepFailure as error:
                raise FeatureError(error.path, error.line, error.fault) from None
        if step.datatable is not None:
            try:
                args["table"] = _table(world, step)
            except StepFailure as error:
                raise FeatureError(error.path, error.line, error.fault) from None
        result.append((matched.step.id, tuple(sorted(args.items()))))
    return result


# ---- pytest binding ------------------------------------------------------------------
def test_name(scenario: ScenarioDoc, lang: str) -> str:
    """A readable test function name: test_<lang>_<id>_<a few words of the name>."""
    words = re.findall(r"\w+", (scenario.outline_name or scenario.name).casefold())
    slug = ""
    for word in words:
        if len(slug) + len(word) > 40:
            break
        slug += "_" + word
    return f"test_{lang}_{scenario.id.replace('-', '_')}{slug}"


def _failing(name: str, fault: FeatureError) -> Callable[[], None]:
    def test() -> None:
        raise fault

    test.__name__ = name
    return test


def bind_scenarios(namespace: MutableMapping[str, object], root: Path = FEATURES_DIR) -> None:
    """Put one pytest-bdd test per scenario of the rule book into a test module.

    A feature file that cannot be read, or an id used twice, becomes one failing test
    naming the file and the line, so the other scenarios still run.
    """
    features = []
    paths = [path for folder in [root, *extra_feature_dirs()] for path in feature_files(folder)]
    for path in paths:
        try:
            features.append(load_feature(path))
        except FeatureError as error:
            stem = re.sub(r"\W", "_", path.stem)
            name = f"test_{path.parent.name}_{stem}_cannot_be_read"
            namespace[name] = _failing(name, error)
    for number, fault in enumerate(id_faults(features), start=1):
        name = f"test_scenario_ids_are_unique_{number}"
        namespace[name] = _failing(name, fault)
    for feature in features:
        bind_feature(namespace, feature)


def bind_feature(namespace: MutableMapping[str, object], feature: FeatureDoc) -> None:
    """One pytest-bdd test per scenario (per outline) of `feature`, into `namespace`."""
    import pytest
    from pytest_bdd import scenario as bdd_scenario

    done: set[str] = set()
    for item in feature.scenarios:
        template = item.outline_name or item.name
        if template in done:
            continue
        done.add(template)

        @bdd_scenario(str(feature.path), template, features_base_dir=str(feature.path.parent))
        def _test() -> None:
            """Run by pytest-bdd with the catch-all steps of scorpion.bdd.plugin."""

        namespace[test_name(item, feature.lang)] = getattr(pytest.mark, feature.lang)(_test)


def iter_scenarios(root: Path = FEATURES_DIR) -> Iterator[tuple[FeatureDoc, ScenarioDoc]]:
    for feature in load_all(root):
        for scenario in feature.scenarios:
            yield feature, scenario
