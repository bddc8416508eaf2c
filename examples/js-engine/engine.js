#!/usr/bin/env node
// An independent Scorpion engine, written from the protocol page, the README and the rule
// texts (seeds 000 and 001) alone. It speaks the rule book's engine protocol: one JSON
// request per line on stdin, one JSON answer per line on stdout.
//
//   pytest features/ --engine-cmd="node examples/js-engine/engine.js"
//
// Variants: Classique and Assoupli. No npm package, Node 18 or later.
//
// Written first from the protocol page as it stood before issue 23 (docs/fr/protocol.md built),
// where the spec was silent this engine guessed (the page written out as PROTOCOL.md has
// since answered the ones marked [answered]):
// - [answered: any broken rule's code is accepted] the order of refusals when a move
//   breaks several rules: where the card is (not in play, face down, not at that place),
//   then the target (no such column, same column), then empty column (King only), Ace on
//   top, rank, suit;
// - [answered] how a card, column or place is written inside a refusal message: so it
//   first declared no message language. Its messages in French and Malay were added
//   afterwards from PROTOCOL.md / PROTOCOL.ms.md alone, and pass;
// - [answered] `undo`'s answer: the undone action as `play` answered it (move, moved,
//   turned, removed, dealt) with its points negated;
// - [answered] `lost` for rules with no defeat (seed 000: "L'app ne détecte pas de
//   défaite"): always false; `blocked`: no block move and no reserve left to deal;
// - [answered: `default_variant` names the variant of a new game; the protocol has no
//   request without a variant] `default-variant`: a board whose `variant` is missing or
//   null is played as Classique;
// - [answered] the `deal` request: `{"op": "deal", "seed": 7, "variant": "classique"}` ->
//   `{}` (first taken from the issue); a missing variant deals Classique;
// - [answered: features/choices.toml, declared in `choices`] a suite removal that
//   uncovers another complete suite removes it too, top one first (suites-08 wanted it; no
//   text says so): the choice `suite-under-suite`;
// - the `move` echoed for a reserve deal: `{"kind": "deal"}` with null card/source/place/target;
// - `reserve` in a board: a list of card codes (the page says "les cartes"; only the
//   transcript shows codes, not `{card, up}` objects);
// - a Classique board whose reserve is empty: `reserve_already_dealt`, never
//   `no_reserve_to_deal` (the page does not say which games "have no reserve");
// - what `hints` must propose ("les coups que propose l'aide du moteur"): every block
//   move it accepts, the reserve deal left out (this one was added after reading the
//   project's Python adapter for the broken example engines: not independent);
// - a move whose card code is not a card, or an unknown `kind`: an `error`, not a refusal.
"use strict";

const readline = require("readline");

const PROTOCOL = 1;
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUITS = ["C", "D", "H", "S"];
const VARIANTS = ["classique", "assoupli"];
const UNDO_DEPTH = 100; // "l'app garde les 100 dernières actions"
const POINTS = { sameSuit: 5, turnUp: 5, suite: 100 };

const CAPABILITIES = {
  name: "scorpion-js",
  version: "1.0",
  variants: VARIANTS,
  features: ["score", "hints", "lost", "blocked", "reset", "default-variant", "deal"],
  undo_depth: UNDO_DEPTH,
  messages: ["fr", "ms"],
  default_variant: "classique",
  // the readings it follows where the texts leave a choice open (features/choices.toml)
  choices: ["suite-under-suite"],
};

// ---- cards -------------------------------------------------------------------------------

function rankOf(code) {
  const index = RANKS.indexOf(code.slice(0, -1));
  if (index < 0) throw new Error(`not a card: ${code}`);
  return index + 1;
}

function suitOf(code) {
  const suit = code.slice(-1);
  if (!SUITS.includes(suit)) throw new Error(`not a card: ${code}`);
  return suit;
}

// ---- the game ----------------------------------------------------------------------------

class Refusal {
  // `values`: what the message names ({card}, {column}, {place}).
  constructor(code, values = {}) {
    this.code = code;
    this.values = values;
  }
}

// ---- refusal messages, worded as the protocol page gives them (PROTOCOL.md, PROTOCOL.ms.md)

const MESSAGES = {
  fr: {
    only_king_on_empty: "Seul un Roi peut aller sur une colonne vide",
    same_suit_required: "Règle : les cartes doivent être de la même famille",
    nothing_on_ace: "Règle : rien ne se pose sur un As",
    wrong_rank: "Règle : une carte se pose sur une carte d’un rang juste au-dessus",
    card_face_down: "La carte « {card} » est face cachée : seule une carte visible peut être déplacée",
    card_not_in_play: "La carte « {card} » n’est dans aucune colonne du tableau",
    card_not_at_place: "La carte « {card} » n’est pas visible à la place {place} de sa colonne",
    same_column: "La carte « {card} » est déjà dans la colonne {column}",
    no_such_column: "Il n’y a pas de colonne {column}",
    reserve_already_dealt: "La réserve a déjà été distribuée",
    nothing_to_undo: "Aucun coup à annuler",
  },
  ms: {
    only_king_on_empty: "Hanya Raja boleh diletakkan pada lajur kosong",
    same_suit_required: "Peraturan: kad mestilah daripada bunga yang sama",
    nothing_on_ace: "Peraturan: tiada kad boleh diletakkan di atas As",
    wrong_rank: "Peraturan: kad diletakkan pada kad yang tepat satu pangkat lebih tinggi",
    card_face_down: "Kad {card} tertutup: hanya kad terbuka boleh dipindahkan",
    card_not_in_play: "Kad {card} tiada dalam mana-mana lajur di papan",
    card_not_at_place: "Kad {card} tidak terbuka di kedudukan {place} dalam lajurnya",
    same_column: "Kad {card} sudah berada dalam lajur {column}",
    no_such_column: "Tiada lajur {column}",
    reserve_already_dealt: "Kad simpanan sudah diagihkan",
    nothing_to_undo: "Tiada langkah untuk dibuat asal",
  },
};

const CARD_WORDS = {
  fr: {
    ranks: ["as", "2", "3", "4", "5", "6", "7", "8", "9", "10", "valet", "dame", "roi"],
    suits: { C: "trèfle", D: "carreau", H: "cœur", S: "pique" },
    join: " de ",
  },
  ms: {
    ranks: ["As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jek", "Ratu", "Raja"],
    suits: { C: "kelawar", D: "wajik", H: "hati", S: "spad" },
    join: " ",
  },
};

function cardName(code, lang) {
  const words = CARD_WORDS[lang];
  return words.ranks[rankOf(code) - 1] + words.join + words.suits[suitOf(code)];
}

function messages(refusal) {
  const out = {};
  for (const lang of Object.keys(MESSAGES)) {
    const template = MESSAGES[lang][refusal.code];
    if (template === undefined) continue;
    out[lang] = template.replace(/\{(\w+)\}/g, (_, key) =>
      key === "card" ? cardName(refusal.values.card, lang) : String(refusal.values[key])
    );
  }
  return out;
}

function copyBoard(board) {
  return {
    variant: board.variant,
    columns: board.columns.map((column) => column.map((c) => ({ card: c.card, up: c.up }))),
    reserve: board.reserve.slice(),
    removed: board.removed.slice(),
  };
}

function readBoard(board) {
  if (!board || !Array.isArray(board.columns)) throw new Error("setup: no board columns");
  const variant = board.variant == null ? CAPABILITIES.default_variant : board.variant;
  if (!VARIANTS.includes(variant)) throw new Error(`variant not played here: ${variant}`);
  const out = {
    variant,
    columns: board.columns.map((column) =>
      column.map((c) => {
        rankOf(c.card);
        suitOf(c.card);
        return { card: c.card, up: Boolean(c.up) };
      })
    ),
    reserve: (board.reserve || []).slice(),
    removed: (board.removed || []).slice(),
  };
  return out;
}

class Game {
  constructor(board) {
    this.start = copyBoard(board);
    this.reset();
  }

  reset() {
    this.board = copyBoard(this.start);
    this.score = 0;
    this.history = []; // {board, score, outcome}
  }

  get columns() {
    return this.board.columns;
  }

  state() {
    return { board: copyBoard(this.board), score: this.score, history: this.history.length };
  }

  won() {
    const cards = this.columns.reduce((n, c) => n + c.length, 0) + this.board.reserve.length;
    return cards === 0 || this.board.removed.length === 4;
  }

  status() {
    const won = this.won();
    // The app detects no defeat (seed 000, "La fin de partie"): a game is never lost.
    // Blocked: nothing moves any more (no block move and no reserve to deal).
    return { won, lost: false, blocked: !won && this.legalMoves().length === 0 };
  }

  // Every build move and the deal, as `play` would accept them.
  legalMoves() {
    const moves = [];
    this.columns.forEach((column, s) => {
      column.forEach((c, p) => {
        if (!c.up) return;
        for (let t = 0; t < this.columns.length; t++) {
          if (t === s) continue;
          if (this.buildRefusal(s, p, t) === null) {
            moves.push({ kind: "build", card: c.card, source: s + 1, place: p + 1, target: t + 1 });
          }
        }
      });
    });
    if (this.board.reserve.length > 0) moves.push({ kind: "deal" });
    return moves;
  }

  // Why the block from column s (0-based), place p (0-based) may not go onto column t.
  buildRefusal(s, p, t) {
    if (t === s) return "same_column";
    const card = this.columns[s][p].card;
    const target = this.columns[t];
    if (target.length === 0) {
      // "Une colonne vidée n'accepte qu'un Roi, seul ou avec les cartes posées sur lui."
      return rankOf(card) === 13 ? null : "only_king_on_empty";
    }
    const top = target[target.length - 1].card;
    if (rankOf(top) === 1) return "nothing_on_ace"; // "rien ne se pose sur un As"
    if (rankOf(card) !== rankOf(top) - 1) return "wrong_rank";
    if (this.board.variant === "classique" && suitOf(card) !== suitOf(top)) {
      return "same_suit_required";
    }
    return null;
  }

  // Finds the card a move names: [column, place], 0-based, or a refusal.
  locate(move) {
    const card = move.card;
    if (typeof card !== "string") throw new Error("build move without a card");
    rankOf(card);
    suitOf(card);
    const n = this.columns.length;
    if (move.source != null) {
      if (!Number.isInteger(move.source) || move.source < 1 || move.source > n) {
        return new Refusal("no_such_column", { column: move.source });
      }
      const column = this.columns[move.source - 1];
      if (move.place != null) {
        const c = column[move.place - 1];
        if (c && c.card === card) {
          return c.up ? [move.source - 1, move.place - 1] : new Refusal("card_face_down", { card });
        }
      } else {
        const p = column.findIndex((c) => c.card === card);
        if (p >= 0) return column[p].up ? [move.source - 1, p] : new Refusal("card_face_down", { card });
      }
      // Not where the move says: say where it is, if anywhere.
      const found = this.find(card);
      if (found === null) return new Refusal("card_not_in_play", { card });
      return new Refusal("card_not_at_place", { card, place: move.place });
    }
    const found = this.find(card);
    if (found === null) return new Refusal("card_not_in_play", { card });
    const [s, p] = found;
    if (!this.columns[s][p].up) return new Refusal("card_face_down", { card });
    return found;
  }

  find(card) {
    for (let s = 0; s < this.columns.length; s++) {
      const p = this.columns[s].findIndex((c) => c.card === card);
      if (p >= 0) return [s, p];
    }
    return null;
  }

  play(move) {
    if (!move || typeof move !== "object") throw new Error("play: no move");
    if (move.kind === "deal") return this.deal();
    if (move.kind !== "build") throw new Error(`unknown move kind: ${move.kind}`);
    const where = this.locate(move);
    if (where instanceof Refusal) return where;
    const [s, p] = where;
    const n = this.columns.length;
    if (!Number.isInteger(move.target) || move.target < 1 || move.target > n) {
      return new Refusal("no_such_column", { column: move.target });
    }
    const t = move.target - 1;
    const refusal = this.buildRefusal(s, p, t);
    if (refusal !== null) return new Refusal(refusal, { card: this.columns[s][p].card, column: s + 1 });

    const before = { board: copyBoard(this.board), score: this.score };
    const target = this.columns[t];
    let points = 0;
    if (target.length > 0 && suitOf(target[target.length - 1].card) === suitOf(this.columns[s][p].card)) {
      points += POINTS.sameSuit;
    }
    const block = this.columns[s].splice(p);
    target.push(...block);
    const turned = [];
    points += this.turnUp(s, turned);
    const removed = [];
    points += this.removeSuite(t, removed, turned);
    const outcome = {
      accepted: true,
      move: { kind: "build", card: block[0].card, source: s + 1, place: p + 1, target: t + 1 },
      moved: block.map((c) => c.card),
      turned,
      removed,
      dealt: [],
      points,
    };
    this.record(before, outcome);
    return outcome;
  }

  deal() {
    if (this.board.reserve.length === 0) return new Refusal("reserve_already_dealt");
    const before = { board: copyBoard(this.board), score: this.score };
    const dealt = this.board.reserve.splice(0);
    // "une carte face visible sur chacune des colonnes 1, 2 et 3"
    dealt.forEach((card, i) => this.columns[i].push({ card, up: true }));
    const turned = [];
    const removed = [];
    let points = 0;
    for (let i = 0; i < dealt.length; i++) points += this.removeSuite(i, removed, turned);
    const outcome = {
      accepted: true,
      move: { kind: "deal", card: null, source: null, place: null, target: null },
      moved: [],
      turned,
      removed,
      dealt,
      points,
    };
    this.record(before, outcome);
    return outcome;
  }

  // A face-down card left on top of column s turns up.
  turnUp(s, turned) {
    const column = this.columns[s];
    const top = column[column.length - 1];
    if (top && !top.up) {
      top.up = true;
      turned.push(top.card);
      return POINTS.turnUp;
    }
    return 0;
  }

  // Complete suites, King to Ace, face up, on top of column t leave the game: the top one
  // first, then one it may have been lying on.
  removeSuite(t, removed, turned) {
    let points = 0;
    for (let gained = this.removeOneSuite(t, removed); gained > 0; gained = this.removeOneSuite(t, removed)) {
      points += gained;
    }
    return points > 0 ? points + this.turnUp(t, turned) : 0;
  }

  removeOneSuite(t, removed) {
    const column = this.columns[t];
    if (column.length < 13) return 0;
    const top = column.slice(-13);
    const suit = suitOf(top[0].card);
    for (let i = 0; i < 13; i++) {
      const c = top[i];
      if (!c.up || suitOf(c.card) !== suit || rankOf(c.card) !== 13 - i) return 0;
    }
    column.splice(column.length - 13);
    this.board.removed.push(suit);
    removed.push(suit);
    return POINTS.suite;
  }

  record(before, outcome) {
    this.score += outcome.points;
    this.history.push({ board: before.board, score: before.score, outcome });
    if (this.history.length > UNDO_DEPTH) this.history.shift();
  }

  undo() {
    const last = this.history.pop();
    if (!last) return new Refusal("nothing_to_undo");
    this.board = last.board;
    this.score = last.score;
    return Object.assign({}, last.outcome, { points: -last.outcome.points });
  }
}

// ---- the engine's own deal (contract: the same seed gives the same deal) -----------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dealBoard(seed, variant) {
  if (!VARIANTS.includes(variant)) throw new Error(`variant not played here: ${variant}`);
  const deck = [];
  for (const suit of SUITS) for (const rank of RANKS) deck.push(rank + suit);
  const random = mulberry32(seed);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const columns = [];
  for (let c = 0; c < 7; c++) {
    const column = [];
    for (let r = 0; r < 7; r++) column.push({ card: deck.pop(), up: !(c < 4 && r < 3) });
    columns.push(column);
  }
  return { variant, columns, reserve: deck.splice(0, 3), removed: [] };
}

// ---- the protocol ------------------------------------------------------------------------

function answer(outcome) {
  if (outcome instanceof Refusal) {
    return { accepted: false, refusal: outcome.code, messages: messages(outcome) };
  }
  return outcome;
}

let game = null;

function needGame() {
  if (game === null) throw new Error("no game: send setup or deal first");
  return game;
}

function handle(request) {
  switch (request.op) {
    case "hello":
      if (request.protocol !== PROTOCOL) throw new Error(`protocol ${request.protocol} not spoken`);
      return { protocol: PROTOCOL, engine: CAPABILITIES };
    case "setup":
      if (request.variant_file != null) throw new Error("variant files are not read here");
      game = new Game(readBoard(request.board));
      return {};
    case "deal":
      if (!Number.isInteger(request.seed)) throw new Error("deal: the seed is not an integer");
      game = new Game(dealBoard(request.seed, request.variant == null ? "classique" : request.variant));
      return {};
    case "state":
      return needGame().state();
    case "status":
      return needGame().status();
    case "moves":
      return { moves: needGame().legalMoves() };
    case "play":
      return answer(needGame().play(request.move));
    case "undo":
      return answer(needGame().undo());
    case "hints":
      // The engine's help proposes every block move it would accept (not the deal).
      return { moves: needGame().legalMoves().filter((move) => move.kind === "build") };
    case "reset":
      needGame().reset();
      return {};
    case "bye":
      return {};
    default:
      throw new Error(`unknown op: ${request.op}`);
  }
}

const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = JSON.parse(line);
  } catch (error) {
    process.stdout.write(JSON.stringify({ id: null, error: `not JSON: ${error.message}` }) + "\n");
    return;
  }
  let reply;
  try {
    reply = { id: request.id, result: handle(request) };
  } catch (error) {
    reply = { id: request.id, error: error.message };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
  if (request.op === "bye") input.close();
});
