# Two commands do all the set-up from a fresh clone:
#   make serve   the rules site on http://127.0.0.1:8000 (runs the scenarios first for their status)
#   make test    every check: lint, types, unit and property tests, scenarios, site and browser
# and, while editing:
#   make check   the quick loop (under a minute): lint, types, the rule book, the fast unit tests
#   make audit   the unit tests with every sample at full size (what `make test` samples)
# Bytecode caches on, whatever the shell says (PYTHONDONTWRITEBYTECODE=1 on some machines,
# this one included): without them every process of a run compiles what it imports from
# source again, and every pytest process rewrites the assertions of the packages of its
# plugins (pytest, hypothesis, scorpion itself) again: a rule-book run took twice as long.
unexport PYTHONDONTWRITEBYTECODE
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# pytest-xdist: one worker per core; the work units and their order: tests/conftest.py
JOBS ?= logical
XDIST := -n $(JOBS) --dist loadgroup

.PHONY: install setup native browser gettext test lint types rulebook protocol engines check audit serve bench bench-solver stats bench-protocol bench-scopa bench-tests clean

# uv (from PyPI, into the venv) installs the project: it asks the package index for every
# dependency at once where pip asks one after the other (a clean install here: 30 s with
# uv's cache empty, 18 s with it warm; pip took 43 s). Like pip --no-compile it writes no
# bytecode for the thousands of installed files; Python writes it for the modules a run
# imports, the first time it does (above). The venv is made without pip (its bundled copy
# took 6 s of a 15 s set-up): the system's pip puts uv in it, and uv puts pip in it with the
# rest (the site build and the fallbacks use it); without a system pip, the bundled one.
$(STAMP): pyproject.toml
	python3 -m venv --without-pip $(VENV)
	python3 -m pip --python $(PY) install --quiet uv 2>/dev/null \
	  || { $(PY) -m ensurepip --default-pip >/dev/null && $(PY) -m pip install --quiet uv; }
	$(VENV)/bin/uv pip install --quiet --python $(PY) -e '.[dev]' pip
	touch $(STAMP)

install: setup native

# Everything but the compiled solver tests, which `make test` builds beside the checks.
setup: $(STAMP) node_modules/pyodide/pyodide.mjs
	$(PY) scripts/catalogs.py compile

native: $(STAMP)
	$(PY) scripts/native.py

# Pyodide for the play pages (package.json, package-lock.json), served by the built site
# itself; the site build (scorpion/docs/play_assets.py) also runs `npm ci` when it is missing.
node_modules/pyodide/pyodide.mjs: package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

# Debian's Chromium, for the browser test of the site (the test skips, saying why, without it).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	      || echo "warning: could not install chromium; the browser test will be skipped"; \
	  else echo "note: /usr/bin/chromium missing and not root; the browser test will be skipped"; fi; \
	fi

# GNU gettext's msgfmt, for the check of every catalog (tests/test_catalog_tools.py): installed
# like chromium when root; without it the test is skipped, except under CI=true where it fails.
gettext:
	@if ! command -v msgfmt >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null) \
	      || echo "warning: could not install gettext; the msgfmt check will be skipped (failed under CI)"; \
	  else echo "note: msgfmt missing and not root; the msgfmt check will be skipped (failed under CI)"; fi; \
	fi

# The four checks before the unit tests do not depend on one another: they run side by side
# (each alone: make lint, make types, make rulebook, make protocol), and beside them the
# compiled solver tests are built (make native; a run that starts first uses the plain
# ones). The unit tests then reuse the rule book's report (SCORPION_TEST_REPORT), run in
# parallel and print the 15 slowest tests; a few expensive checks run on a sample
# (tests/sampling.py; make audit: in full).
test: setup browser gettext
	@$(MAKE) --no-print-directory -j 4 --output-sync=target lint types rulebook protocol native
	SCORPION_TEST_REPORT=$(CURDIR)/reports/cucumber.json \
	  $(VENV)/bin/pytest tests $(XDIST) --durations=15

lint: $(STAMP)
	$(VENV)/bin/ruff check scorpion tests features scripts benchmarks examples

types: $(STAMP)
	$(VENV)/bin/mypy

rulebook: $(STAMP)
	$(VENV)/bin/pytest features --cucumberjson=reports/cucumber.json

# The whole rule book through the engine server: Scorpion's scenarios through its Scorpion
# engine, then Scopa's through its Scopa engine (each run selects the games the engine declares).
protocol: $(STAMP)
	$(VENV)/bin/pytest features -q -p no:cacheprovider --engine-cmd="$(PY) -m scorpion.engine_server"
	$(VENV)/bin/pytest features -q -p no:cacheprovider --engine-cmd="$(PY) -m scorpion.engine_server --game scopa"

# The rule book against the independent JavaScript engine of examples/js-engine (written from
# the spec alone), through the line protocol: any failure fails. Without node it says so and
# checks nothing (like the browser test without Chromium). `make test` runs the same check as
# a unit test (tests/test_example_engines.py), with what the engine must pass besides.
engines: $(STAMP)
	@if command -v node >/dev/null; then \
	  $(VENV)/bin/pytest features -q -p no:cacheprovider --engine-cmd="node examples/js-engine/engine.js"; \
	else echo "note: node missing; the JavaScript engine of examples/js-engine is not checked"; fi

# The edit-test loop: no site build, no browser, no wheel (the tests marked slow).
check: install
	$(VENV)/bin/ruff check scorpion tests features scripts benchmarks examples
	$(VENV)/bin/mypy
	$(VENV)/bin/pytest features -q -x -p no:cacheprovider
	$(VENV)/bin/pytest tests -q -x $(XDIST) -m "not slow"

# Every sampled check at full size: axe-core on every page, the naive searches over all
# their positions, ... (SCORPION_FULL_TESTS=1; about twice as long as make test).
audit: install browser gettext
	SCORPION_FULL_TESTS=1 $(VENV)/bin/pytest tests $(XDIST) --durations=15

serve: install
	-$(VENV)/bin/pytest features -q --cucumberjson=reports/cucumber.json
	$(VENV)/bin/mkdocs serve -a 127.0.0.1:8000

bench: install
	$(PY) benchmarks/bench.py

# 100,000 mutated inputs through every text reader (boards fr/ms/en, moves, saves, variant
# files, feature files); resumable; exit 1 on an exception that is not a domain error.
fuzz: install
	nice -n 15 $(PY) scripts/fuzz.py --inputs 100000

# Mutation testing of the rule code with `pytest features/` alone (slow; resumable, mutmut
# keeps its results in mutants/): prints the score and writes docs/data/mutation.json.
# mutmut tries again only the mutants of functions that changed, so a run starts afresh
# when anything it copies changed since the results were made (a scenario added, the
# rule book's machinery): else a survivor the change kills would still be counted.
MUTATION_INPUTS = git ls-files -co --exclude-standard scorpion features locales seeds pyproject.toml
mutation: install
	@inputs=$$($(MUTATION_INPUTS) | grep -v '\.so$$' | sort | xargs cat | sha256sum | cut -c1-64); \
	if [ "$$(cat mutants/.inputs 2>/dev/null)" != "$$inputs" ]; then \
		echo "mutation: the rule code or the rule book changed: starting afresh"; rm -rf mutants; \
	fi; \
	mkdir -p mutants && echo "$$inputs" > mutants/.inputs
	nice -n 15 $(VENV)/bin/mutmut run --max-children 1 || true
	$(PY) scripts/mutation_report.py

# The solver's figures per variant from the committed results (docs/data/stats): decided
# share, winnable share (Wilson 95%), median / p99 / slowest time, positions per second.
# `$(PY) benchmarks/solver_bench.py --solve 200` solves again here instead (long: under nice).
bench-solver: install
	$(PY) benchmarks/solver_bench.py

# The statistics and "where the sources disagree" pages from the committed results; the
# results themselves come from `scorpion stats` (README, "Statistics").
stats: install
	$(PY) scripts/stats_page.py
	$(PY) scripts/letter_page.py

# Where make test's time goes: processor seconds per test file and test (the run is bound by
# the processors, so durations alone mislead), the cores' busy and idle time.
bench-tests: install browser gettext
	$(PY) benchmarks/suite_bench.py

# The whole rule book through the engine protocol, one core (target: under 60 s).
bench-protocol: install
	$(PY) benchmarks/protocol_bench.py

bench-scopa: install
	$(PY) benchmarks/scopa_bench.py

clean:
	rm -rf $(VENV) site reports .pytest_cache .mypy_cache .ruff_cache .hypothesis node_modules build/play
	find locales -name '*.mo' -delete
