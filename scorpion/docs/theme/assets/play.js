// The play page (its markup: scorpion.games.scorpion.pages.play_page). This script only
// draws what the engine answers and forwards the reader's choices: the engine itself
// (Pyodide and this project's wheel) runs in play-worker.js, loaded when the reader
// presses play, and decides every move, refusal, score and verdict. Every word shown
// comes from the page (in its language) or from the engine.
(function () {
  "use strict";
  var root = document.querySelector(".sc-play");
  if (!root) return;
  var texts = JSON.parse(root.querySelector(".sc-play-texts").textContent);
  var lang = root.dataset.lang;
  var numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  var $ = function (selector) { return root.querySelector(selector); };
  var statusLine = $(".sc-play-status");
  var errorLine = $(".sc-play-error");
  var game = $(".sc-play-game");
  var form = $(".sc-play-deal");
  var worker = null;
  var loading = null;
  var waiting = {};
  var nextId = 1;
  var state = null;
  var chosen = null; // {source, place, card, name}
  var busy = false;
  var focusWas = false; // the focus was in the panel when a request left

  function say(text) {
    // the live region: every state change is announced in the page's language
    statusLine.textContent = "";
    window.setTimeout(function () { statusLine.textContent = text; }, 30);
  }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) { return values[key]; });
  }

  function ask(message) {
    return new Promise(function (resolve, reject) {
      var id = nextId++;
      waiting[id] = { resolve: resolve, reject: reject };
      message.id = id;
      worker.postMessage(message);
    });
  }
  function engine() {
    if (loading) return loading;
    var started = performance.now();
    say(texts.loading);
    root.setAttribute("aria-busy", "true");
    worker = new Worker(new URL(root.dataset.worker, location.href), { type: "module" });
    worker.onmessage = function (event) {
      var entry = waiting[event.data.id];
      delete waiting[event.data.id];
      if (!entry) return;
      if (event.data.failure) entry.reject(new Error(event.data.failure));
      else entry.resolve(event.data.answer);
    };
    var url = new URL(root.dataset.engine, location.href).href;
    loading = ask({ kind: "load", engine: url }).then(function () {
      var seconds = (performance.now() - started) / 1000;
      root.dataset.loadSeconds = seconds.toFixed(2);
      root.removeAttribute("aria-busy");
      say(fill(texts.ready, { seconds: numbers.format(seconds) }));
    }, function (error) {
      root.removeAttribute("aria-busy");
      showError(fill(texts.failed, { reason: error.message }));
      loading = null;
      throw error;
    });
    return loading;
  }

  function showError(text) {
    errorLine.textContent = text;
    errorLine.hidden = !text;
  }

  function request(op, fields) {
    focusWas = root.contains(document.activeElement);
    var message = Object.assign({ op: op, lang: lang }, fields || {});
    setBusy(true);
    return engine().then(function () {
      return ask({ kind: "request", request: message });
    }).then(function (answer) {
      setBusy(false);
      if (answer.state) draw(answer.state);
      showError(answer.error || "");
      if (answer.error) say(answer.error);
      else if (answer.announce) say(answer.announce);
      return answer;
    }, function (error) {
      setBusy(false);
      if (loading) showError(fill(texts.broken, { reason: error.message }));
      throw error;
    });
  }
  function setBusy(value) {
    busy = value;
    root.classList.toggle("sc-play-busy", value);
    root.setAttribute("aria-busy", value ? "true" : "false");
  }

  // ---- drawing --------------------------------------------------------------------
  function draw(next) {
    // a reader who was choosing with the keyboard keeps the focus in the card group
    var hadFocus = document.activeElement && document.activeElement.closest &&
      document.activeElement.closest(".sc-play-cards, .sc-play-columns");
    var wasInside = root.contains(document.activeElement) || focusWas;
    focusWas = false;
    state = next;
    chosen = null;
    game.hidden = false;
    $(".sc-play-score").textContent = next.variant_title + " · " + next.score_text;
    var picture = $(".sc-play-picture");
    var image = document.createElement("img");
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(next.svg);
    image.alt = next.text;
    var size = next.svg.match(/width="([0-9.]+)" height="([0-9.]+)"/);
    if (size) { image.width = Math.ceil(+size[1]); image.height = Math.ceil(+size[2]); }
    picture.replaceChildren(image);
    picture.classList.add("sc-board");
    hitBoxes = boxes(next.svg);
    drawCards();
    drawColumns();
    var history = $(".sc-play-history");
    history.replaceChildren.apply(history, next.history.map(function (line) {
      var item = document.createElement("li");
      item.textContent = line;
      return item;
    }));
    $("[data-op=deal]").hidden = !next.can_deal;
    $("[data-op=undo]").disabled = !next.can_undo;
    root.dataset.won = next.won ? "true" : "false";
    root.dataset.score = String(next.score);
    roving($(".sc-play-cards"));
    roving($(".sc-play-columns"));
    // the focus never falls back to the top of the page: a redrawn choice, or an action
    // that no longer applies (the reserve once dealt), hands it to the cards
    var active = document.activeElement;
    var lost = !active || active === document.body || active.hidden || active.disabled;
    if (hadFocus || (lost && wasInside)) {
      var first = $(".sc-play-cards .sc-play-choice");
      if (first) first.focus();
    }
  }

  // One Tab stop per group (the cards, the columns): the arrow keys move inside it.
  function roving(group, current) {
    var all = group.querySelectorAll(".sc-play-choice");
    all.forEach(function (b, i) {
      b.tabIndex = (current ? b === current : i === 0) ? 0 : -1;
    });
  }

  function button(label, pressed) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "sc-play-choice";
    b.textContent = label;
    if (pressed !== undefined) b.setAttribute("aria-pressed", pressed ? "true" : "false");
    return b;
  }
  function drawCards() {
    var box = $(".sc-play-cards");
    var groups = [];
    if (state.reserve.length) groups.push({ source: 0, label: texts.reserve, cards: state.reserve });
    state.columns.forEach(function (column) {
      groups.push({ source: column.number, label: fill(texts.column, { column: column.number }), cards: column.cards });
    });
    box.replaceChildren.apply(box, groups.map(function (group) {
      var line = document.createElement("div");
      line.className = "sc-play-pile";
      var name = document.createElement("span");
      name.textContent = fill(texts.pile, { pile: group.label });
      line.appendChild(name);
      if (!group.cards.length) {
        var none = document.createElement("span");
        none.textContent = " " + texts.empty;
        line.appendChild(none);
      }
      group.cards.forEach(function (card) {
        var b = button(card.name, false);
        b.dataset.source = group.source;
        b.dataset.place = card.place;
        b.dataset.card = card.card;
        b.addEventListener("click", function () { choose(group.source, card); });
        line.appendChild(b);
      });
      return line;
    }));
  }
  function drawColumns() {
    var box = $(".sc-play-columns");
    box.replaceChildren.apply(box, state.columns.map(function (column) {
      var b = button(fill(texts.column, { column: column.number }));
      b.dataset.column = column.number;
      b.addEventListener("click", function () { target(column.number); });
      return b;
    }));
  }

  // The hinted move: its card is chosen for the reader (who still picks the column, or
  // cancels), the reserve button or the target column marked.
  function showHint(hint) {
    root.querySelectorAll(".sc-play-hinted").forEach(function (b) {
      b.classList.remove("sc-play-hinted");
    });
    if (!hint) return;
    if (hint.deal) {
      $("[data-op=deal]").classList.add("sc-play-hinted");
      return;
    }
    var pile = hint.source === 0 ? state.reserve : state.columns[hint.source - 1].cards;
    var card = pile.filter(function (c) { return c.place === hint.place; })[0];
    var column = $(".sc-play-columns [data-column='" + hint.target + "']");
    if (card) {
      chosen = { source: hint.source, place: card.place, card: card.card };
      pressChosen();
    }
    if (column) column.classList.add("sc-play-hinted");
  }

  // ---- choosing a card, then a column ------------------------------------------------
  function choose(source, card) {
    if (busy) return;
    if (chosen && chosen.source === source && chosen.place === card.place) {
      chosen = null;
      say(texts.cancelled);
    } else {
      chosen = { source: source, place: card.place, card: card.card };
      say(source === 0
        ? fill(texts.chosen_reserve, { card: card.name })
        : fill(texts.chosen, { card: card.name, column: source }));
    }
    pressChosen();
  }
  function pressChosen() {
    root.querySelectorAll(".sc-play-cards .sc-play-choice").forEach(function (b) {
      var on = chosen && +b.dataset.source === chosen.source && +b.dataset.place === chosen.place;
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }
  function target(column) {
    if (busy || !chosen) {
      if (!chosen) say(texts.pick_first);
      return;
    }
    var move = chosen;
    chosen = null;
    request("move", { source: move.source, place: move.place, target: column });
  }

  // Clicks and taps on the picture: the cards' places are read from the picture itself
  // (each face-up card is a <g> with its rectangle), the columns from the bridge.
  var hitBoxes = [];
  function boxes(svg) {
    var doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    var found = [];
    var counts = {};
    doc.querySelectorAll("g.card, g.reserve").forEach(function (g) {
      var rect = g.querySelector("rect");
      var x = +rect.getAttribute("x"), y = +rect.getAttribute("y");
      var source = 0;
      if (g.getAttribute("class") === "card") {
        source = columnAt(x * scale() + 1);
      }
      counts[source] = (counts[source] || 0) + 1;
      found.push({ x: x, y: y, w: +rect.getAttribute("width"), h: +rect.getAttribute("height"), source: source, index: counts[source] - 1 });
    });
    return found;
  }
  function scale() {
    var size = state.svg.match(/width="([0-9.]+)"[^>]*viewBox="0 0 ([0-9.]+)/);
    return size ? +size[1] / +size[2] : 1;
  }
  function columnAt(px) {
    for (var i = state.column_x.length - 1; i >= 0; i--) {
      if (px >= state.column_x[i] - 4) return i + 1;
    }
    return 1;
  }
  $(".sc-play-picture").addEventListener("click", function (event) {
    if (!state || busy) return;
    var image = event.currentTarget.querySelector("img");
    var rect = image.getBoundingClientRect();
    var k = scale();
    var x = (event.clientX - rect.left) * (image.width / rect.width) / k;
    var y = (event.clientY - rect.top) * (image.height / rect.height) / k;
    var hit = null;
    hitBoxes.forEach(function (b) {
      if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h) hit = b;
    });
    var column = columnAt(x * k);
    if (chosen && (!hit || hit.source !== chosen.source || hit.source === 0)) {
      if (hit && hit.source === 0) return;
      target(column);
      return;
    }
    if (!hit) return;
    var cards = hit.source === 0 ? state.reserve : state.columns[hit.source - 1].cards;
    if (cards[hit.index]) choose(hit.source, cards[hit.index]);
  });

  // Arrow keys move between the buttons of one group (cards, columns);
  // Tab goes from group to group; Enter or Space presses; Escape lets go of a card.
  root.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && chosen) {
      // Escape lets go of the chosen card
      chosen = null;
      pressChosen();
      say(texts.cancelled);
      event.preventDefault();
      return;
    }
    var keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (!(event.key in keys) || !event.target.matches(".sc-play-choice")) return;
    var group = event.target.closest(".sc-play-cards, .sc-play-columns");
    var all = Array.prototype.slice.call(group.querySelectorAll(".sc-play-choice"));
    var at = all.indexOf(event.target) + keys[event.key];
    if (at >= 0 && at < all.length) {
      roving(group, all[at]);
      all[at].focus();
      event.preventDefault();
    }
  });

  root.querySelectorAll("[data-op]").forEach(function (b) {
    b.addEventListener("click", function () {
      if (busy) return;
      var op = b.dataset.op;
      if (op === "solve" || op === "hint") {
        var seconds = +root.querySelector("input[name=seconds]").value || 10;
        var answer = $(".sc-play-answer");
        answer.textContent = fill(texts.searching, { seconds: numbers.format(seconds) });
        say(answer.textContent);
        root.classList.add("sc-play-searching");
        request(op, { seconds: seconds }).then(function (reply) {
          root.classList.remove("sc-play-searching");
          answer.textContent = reply.error || reply.announce;
          showHint(reply.hint);
        }, function () {
          root.classList.remove("sc-play-searching");
        });
        return;
      }
      request(op);
    });
  });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var data = new FormData(form);
    var fields = { variant: data.get("variant") };
    fields[data.get("pysolfc") ? "pysolfc" : "deal"] = data.get("deal");
    request("open", fields);
  });

  // A board's "play this position" link: #variant=...&board=... opens it at once (the
  // reader pressed play on the rules page), and again whenever the link part changes.
  function openGiven() {
    var given = new URLSearchParams(location.hash.slice(1));
    if (!given.get("board")) return;
    var select = form.querySelector("select[name=variant]");
    if (given.get("variant")) select.value = given.get("variant");
    var position = { variant: given.get("variant") || "classique", board: given.get("board") };
    if (given.get("variant_file")) position.variant_file = given.get("variant_file");
    request("open", position).then(function (answer) {
      if (answer.ok) say(texts.from_page);
    });
  }
  window.addEventListener("hashchange", openGiven);
  openGiven();
})();
