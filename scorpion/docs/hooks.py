"""The mkdocs hook module of the rules site (`hooks:` in mkdocs.yml and mkdocs.ms.yml).

One build per language: `mkdocs.yml` builds French into `site/`, and, once it is done,
builds Malay (`mkdocs.ms.yml`) into `site/ms/` with the same strictness, so one
`mkdocs build --strict` (or `mkdocs serve`) gives the whole bilingual site. Each
language has its own navigation, theme language and search index.

on_config   parse and replay the features of the build's language (the first build: of
            every language, so that bad input anywhere fails before a page is written);
            give each feature its page (a hand-written one that claims it, or a generated
            one); set the navigation
on_files    add the generated rule pages and pictures; expand markers of real pages
on_page_markdown   hand the expanded Markdown of real pages to mkdocs
on_post_build      build the other languages; check every page exists in each language

The build that says `play_engine: true` (the French one, at the site's root) also adds the
engine the play pages load in the browser (scorpion.docs.play_assets): both languages
share it.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from scorpion.docs.board_svg import site_text
from scorpion.docs.render import SiteBuildError
from scorpion.docs.site import ROOT, Site, site_for
from scorpion.i18n import compile_catalogs

log = logging.getLogger("mkdocs.hooks.scorpion")

_sites: dict[str, Site] = {}
#: the other languages, read by the first build's on_config for their own builds
_early: dict[str, Site] = {}


def _options(config: MkDocsConfig) -> dict[str, Any]:
    options = config.extra.get("scorpion")
    if not isinstance(options, dict) or "lang" not in options:
        raise PluginError("mkdocs config: extra.scorpion.lang is required by the scorpion hook")
    return options


def _lang(config: MkDocsConfig) -> str:
    return str(_options(config)["lang"])


def _loaded(lang: str) -> Site:
    """The features of `lang` parsed and replayed (bad input: PluginError, naming it)."""
    site = site_for(lang, ROOT)
    try:
        site.load()
    except SiteBuildError as err:
        raise PluginError(f"rules site ({lang}): {err}") from err
    return site


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    lang = _lang(config)
    compile_catalogs()
    # The first build reads every language's features before it writes a page: a broken
    # Malay feature fails the build at once, not after the whole French site is written.
    site = _early.pop(lang, None) or _loaded(lang)
    for other in _options(config).get("also_build", []):
        if "lang" in other:  # else that build reads its own, when it comes
            _early[str(other["lang"])] = _loaded(str(other["lang"]))
    docs = Path(config.docs_dir)
    real = {
        p.relative_to(docs).as_posix(): (p, p.read_text(encoding="utf-8"))
        for p in sorted(docs.rglob("*.md"))
    }
    try:
        site.claim(real)
    except SiteBuildError as err:
        raise PluginError(f"rules site ({lang}): {err}") from err
    _sites[lang] = site
    config.nav = site.nav(sorted(real))
    _translate_palette(config, lang)
    log.info(
        "scorpion %s: %d rule pages, %d examples replayed in %.2f s",
        lang,
        len(site.features),
        site.scenario_count(),
        site.seconds,
    )
    for note in site.notes():
        log.info("scorpion %s: %s", lang, note)
    for reason, features in site.unavailable().items():
        status = features[0].status
        why = {
            "missing": f"{status.report} does not exist",
            "unreadable": f"{status.report} cannot be read",
            "not-in-run": f"{status.report} has no result for them",
        }.get(reason.value, f"{status.report} is older than {status.newer}")
        log.info(
            "scorpion %s: no run result available for %d feature file(s): %s; their pages say so",
            lang,
            len(features),
            why,
        )
    return config


def _translate_palette(config: MkDocsConfig, lang: str) -> None:
    """The colour-scheme toggle's names in mkdocs.yml are msgids of the site catalog
    (`scripts/site_messages.py` extracts them from there): print them in `lang`."""
    palette = config.theme["palette"]
    if not isinstance(palette, list):
        return
    for option in palette:
        toggle = option.get("toggle") if isinstance(option, dict) else None
        if isinstance(toggle, dict) and isinstance(toggle.get("name"), str):
            toggle["name"] = site_text(lang, toggle["name"])


def on_files(files: Files, config: MkDocsConfig) -> Files:
    site = _sites[_lang(config)]
    for uri, markdown in site.pages.items():
        if files.get_file_from_path(uri) is not None:
            raise PluginError(f"{Path(config.docs_dir) / uri}: hides a generated rule page")
        files.append(File.generated(config, uri, content=markdown))
    for file in list(files.documentation_pages()):
        if file.generated_by is not None or file.abs_src_path is None:
            continue
        source = Path(file.abs_src_path)
        try:
            site.expand(file.src_uri, source.read_text(encoding="utf-8"), source)
        except SiteBuildError as err:
            raise PluginError(f"rules site ({site.lang}): {err}") from err
    for uri, svg in site.writer.pictures.items():
        files.append(File.generated(config, uri, content=svg))
    if _options(config).get("play_engine"):
        from scorpion.docs.play_assets import PlayAssetsError, play_assets

        try:
            assets = play_assets()
        except PlayAssetsError as err:
            raise PluginError(f"rules site: the play pages' engine: {err}") from err
        for uri, path in assets.items():
            files.append(File.generated(config, uri, abs_src_path=str(path)))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    site = _sites[_lang(config)]
    return site.expansions.get(page.file.src_uri, markdown)


def on_post_build(config: MkDocsConfig) -> None:
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    for other in _options(config).get("also_build", []):
        config_file = ROOT / str(other["config"])
        site_dir = Path(config.site_dir) / str(other["dir"])
        log.info("scorpion: building %s into %s", config_file.name, site_dir)
        other_config = load_config(
            str(config_file), site_dir=str(site_dir), strict=bool(config.strict)
        )
        build(other_config)
        _check_same_pages(Path(config.site_dir), site_dir)


def _pages(site_dir: Path, skip: Path | None = None) -> set[str]:
    pages = set()
    for path in site_dir.rglob("*.html"):
        if skip is not None and path.is_relative_to(skip):
            continue
        pages.add(path.relative_to(site_dir).as_posix())
    return pages


def _check_same_pages(primary: Path, other: Path) -> None:
    """The switcher leads to the same page in the other language: every page must exist
    in both (a warning, so `--strict` fails on it)."""
    mine = _pages(primary, skip=other)
    theirs = _pages(other)
    for page in sorted(mine - theirs):
        log.warning("scorpion: %s has no counterpart in %s", page, other.name)
    for page in sorted(theirs - mine):
        log.warning("scorpion: %s/%s has no counterpart in the primary language", other.name, page)
