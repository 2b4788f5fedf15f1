// The page: the setup panel, then the table as the server describes it from your seat. Your
// moves are posted to the server, the computer's are asked for one at a time at a pace you can
// follow, and what happened is told in the log. Everything drawn comes from the server's state.

import { cardFace, fanOfBacks, shownCard } from "./cards.js";

const TABLE_KEY = "zz.table";
const PACE_KEY = "zz.pace";
const POLL_MS = 400;
const FLASH_MS = 700;
const CROWDED = 12;

const $ = (id) => document.getElementById(id);

// The page's state, at hand for the browser tests as window.zz.
const zz = {
  games: [],
  id: null,
  state: null,
  selected: new Set(),
  suggested: null,
  busy: false,
  reviewing: false,
};
window.zz = zz;

// ---------------------------------------------------------------- the server

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new Error("The server does not answer: is `zweiundzwanzig serve` still running?");
  }
  const kind = response.headers.get("Content-Type") || "";
  const answer = kind.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    const message = answer && answer.error ? answer.error : `the server answered ${response.status}`;
    const error = new Error(message);
    error.status = response.status;
    throw error;
  }
  return answer;
}

const tablePath = (rest = "") => `/api/tables/${encodeURIComponent(zz.id)}${rest}`;

// ---------------------------------------------------------------- small helpers

function element(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function showError(message) {
  $("banner-text").textContent = message;
  $("banner").hidden = false;
}

function clearError() {
  $("banner").hidden = true;
  $("banner-text").textContent = "";
}

// Runs ``work`` with the page marked busy (the action buttons wait), showing any error.
async function busyWith(work) {
  zz.busy = true;
  renderControls();
  try {
    return await work();
  } catch (error) {
    showError(error.message);
    return undefined;
  } finally {
    zz.busy = false;
    renderControls();
  }
}

// The pause between the computer's moves: ?pace=MS in the address, else the pace control.
function pace() {
  const asked = new URLSearchParams(window.location.search).get("pace");
  if (asked !== null && /^\d+$/.test(asked)) return Number(asked);
  return Number($("pace").value);
}

// The pace chosen is kept for the next visit.
function keepPace() {
  const kept = localStorage.getItem(PACE_KEY);
  if (kept && [...$("pace").options].some((option) => option.value === kept)) {
    $("pace").value = kept;
  }
  $("pace").addEventListener("change", () => localStorage.setItem(PACE_KEY, $("pace").value));
}

// ---------------------------------------------------------------- setup

function currentGame() {
  return zz.games.find((game) => game.name === $("game").value);
}

function fillSelect(select, items, chosen) {
  select.replaceChildren();
  for (const [value, label] of items) {
    const option = element("option", "", label);
    option.value = value;
    option.selected = value === chosen;
    select.append(option);
  }
}

const words = (name) => name.replaceAll("_", " ");

function optionInput(name, spec, value) {
  if (spec.kind === "bool") {
    const box = element("input");
    box.type = "checkbox";
    box.checked = Boolean(value);
    return box;
  }
  if (spec.kind === "choice" || spec.choices) {
    const select = element("select");
    const items = spec.choices.map((choice) => [String(choice), words(String(choice))]);
    if (spec.optional) items.unshift(["", "auto"]);
    fillSelect(select, items, value === null ? "" : String(value));
    return select;
  }
  const number = element("input");
  number.type = "number";
  number.min = spec.low;
  number.max = spec.high;
  number.placeholder = spec.optional ? "auto" : "";
  number.value = value === null || value === undefined ? "" : String(value);
  return number;
}

// The house options of the chosen game, set to the chosen preset's values.
function renderOptions() {
  const game = currentGame();
  const defaults = game.defaults[$("preset").value] || {};
  const fields = $("option-fields");
  fields.replaceChildren();
  for (const [name, spec] of Object.entries(game.options)) {
    const input = optionInput(name, spec, defaults[name]);
    input.dataset.option = name;
    input.name = name;
    const label = element("label", spec.kind === "bool" ? "check" : "");
    if (spec.kind === "bool") label.append(input, ` ${words(name)}`);
    else label.append(`${words(name)} `, input);
    fields.append(label);
  }
  $("options").hidden = Object.keys(game.options).length === 0;
}

function optionValue(input, spec) {
  if (spec.kind === "bool") return input.checked;
  if (input.value === "") return spec.optional ? null : undefined;
  if (spec.kind === "integer") return Number(input.value);
  return input.value;
}

// The options that differ from the preset's: what the server sets on top of the preset.
function chosenOptions() {
  const game = currentGame();
  const defaults = game.defaults[$("preset").value] || {};
  const options = {};
  for (const input of $("option-fields").querySelectorAll("[data-option]")) {
    const name = input.dataset.option;
    const value = optionValue(input, game.options[name]);
    if (value !== undefined && value !== defaults[name]) options[name] = value;
  }
  return options;
}

function renderGame() {
  const game = currentGame();
  fillSelect(
    $("preset"),
    game.presets.map((preset) => [preset, words(preset)]),
    game.presets[0],
  );
  fillSelect(
    $("strength"),
    game.strengths.map((strength) => [strength.name, strength.label]),
    game.default_strength,
  );
  const players = $("players");
  [players.min, players.max] = game.players;
  players.value = String(game.default_players);
  renderOptions();
}

async function loadGames() {
  const answer = await api("GET", "/api/games");
  zz.games = answer.games;
  fillSelect(
    $("game"),
    zz.games.map((game) => [game.name, game.title]),
    zz.games[0].name,
  );
  renderGame();
}

async function showRules() {
  const query = new URLSearchParams({
    game: $("game").value,
    preset: $("preset").value,
    options: JSON.stringify(chosenOptions()),
  });
  const rules = await busyWith(() => api("GET", `/api/rules?${query}`));
  if (!rules) return;
  clearError();
  $("rules-title").textContent = rules.title;
  $("rules-text").textContent = rules.text;
  $("rules-guide").textContent = rules.guide;
  $("rules-dialog").showModal();
}

async function deal(event) {
  event.preventDefault();
  const body = {
    game: $("game").value,
    preset: $("preset").value,
    options: chosenOptions(),
    players: Number($("players").value),
    strength: $("strength").value,
  };
  const answer = await busyWith(() => api("POST", "/api/tables", body));
  if (answer) await sitDown(answer.id, answer.state);
}

async function loadRecord() {
  const file = $("load").files[0];
  if (!file) return;
  const text = await file.text();
  $("load").value = "";
  const body = { text, strength: $("strength").value };
  const answer = await busyWith(() => api("POST", "/api/tables/load", body));
  if (answer) await sitDown(answer.id, answer.state);
}

// ---------------------------------------------------------------- the table

async function sitDown(id, state) {
  clearError();
  zz.id = id;
  zz.state = null;
  zz.reviewing = false;
  sessionStorage.setItem(TABLE_KEY, id);
  $("log").replaceChildren();
  $("hint-panel").hidden = true;
  $("review-panel").hidden = true;
  $("review-frame").hidden = true;
  $("review-frame").removeAttribute("src");
  $("setup").hidden = true;
  $("play").hidden = false;
  $("save").href = tablePath("/record");
  takeState(state);
  await computerMoves();
}

function leaveTable() {
  sessionStorage.removeItem(TABLE_KEY);
  zz.id = null;
  zz.state = null;
  clearError();
  $("play").hidden = true;
  $("setup").hidden = false;
}

function takeState(state) {
  zz.state = state;
  zz.selected = new Set();
  zz.suggested = null;
  $("hint-panel").hidden = true;
  tell(state.news);
  render();
}

function tell(lines) {
  const log = $("log");
  for (const line of lines) log.append(element("li", "", line));
  log.scrollTop = log.scrollHeight;
}

// The computer's moves, one at a time, until it is your turn or the match is over.
async function computerMoves() {
  if (zz.busy) return;
  await busyWith(async () => {
    while (zz.state && !zz.state.over && !zz.state.human_turn) {
      await sleep(pace());
      const mover = zz.state.table.turn;
      takeState(await step());
      flash(mover);
    }
  });
}

// One computer move; if the table moved on meanwhile (another tab on it), the table as it is.
async function step() {
  const since = zz.state.log_length;
  try {
    return await api("POST", tablePath("/step"), { since });
  } catch (error) {
    if (error.status !== 409) throw error;
    return api("GET", `${tablePath()}?since=${since}`);
  }
}

function flash(seat) {
  const node = document.querySelector(`[data-seat="${seat}"]`);
  if (!node) return;
  node.classList.add("moved");
  setTimeout(() => node.classList.remove("moved"), Math.max(FLASH_MS, pace()));
}

async function makeMove(action) {
  const kind = zz.state.table.actions.find((a) => a.action === action).cards;
  const cards = kind === "none" ? [] : [...zz.selected].sort((a, b) => a - b);
  const body = { action, cards, since: zz.state.log_length };
  const state = await busyWith(() => api("POST", tablePath("/move"), body));
  if (!state) return;
  clearError();
  takeState(state);
  await computerMoves();
}

// ---------------------------------------------------------------- drawing

function render() {
  const table = zz.state.table;
  $("heading").textContent = `${zz.state.title} · ${table.heading}`;
  $("prompt").textContent = table.prompt;
  renderSeats(table);
  renderMiddle(table);
  renderHand(table);
  renderControls();
}

function seatBox(seat, index, table) {
  const box = element("div", "seat");
  box.dataset.seat = String(index);
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", seat.name);
  if (table.turn === index) box.classList.add("to-move");
  const head = element("div", "seat-head");
  head.append(element("span", "seat-name", seat.name));
  if (seat.role) head.append(element("span", "role", seat.role));
  box.append(head);
  if (seat.cards !== null && index !== zz.state.seat) {
    const cards = element("div", "seat-cards");
    const count = element("span", "count", `${seat.cards}`);
    count.setAttribute("aria-hidden", "true");
    cards.append(fanOfBacks(seat.cards), count);
    box.append(cards);
  }
  if (seat.total) box.append(element("div", "total", seat.total));
  const notes = element("div", "badges");
  for (const note of seat.notes) notes.append(element("span", "badge", note));
  box.append(notes);
  return box;
}

// The others in the order they sit after you, and your own seat by your hand.
function renderSeats(table) {
  const me = zz.state.seat;
  const count = table.seats.length;
  const others = [];
  for (let i = 1; i < count; i += 1) {
    const index = (me + i) % count;
    others.push(seatBox(table.seats[index], index, table));
  }
  $("seats").replaceChildren(...others);
  $("my-seat").replaceChildren(seatBox(table.seats[me], me, table));
}

function pileBox(pile) {
  const box = element("div", "pile");
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", pile.label);
  box.append(element("div", "pile-label", pile.label));
  const cards = element("div", "pile-cards");
  if (pile.count !== null && pile.count !== undefined) {
    const stack = element("span", "stack");
    const back = fanOfBacks(Math.min(pile.count, 1));
    back.setAttribute("aria-label", `${pile.count} face-down card${pile.count === 1 ? "" : "s"}`);
    const count = element("span", "count", `${pile.count}`);
    count.setAttribute("aria-hidden", "true");
    stack.append(back, count);
    cards.append(stack);
  }
  for (const card of pile.cards) cards.append(shownCard(card));
  box.append(cards);
  if (pile.note) box.append(element("div", "note", pile.note));
  return box;
}

function playBox(play, table) {
  const box = element("div", "play-box");
  box.dataset.seat = String(play.seat);
  box.setAttribute("role", "group");
  const seat = table.seats[play.seat];
  const name = seat ? seat.name : `P${play.seat}`;
  box.setAttribute("aria-label", `${name}'s play`);
  box.append(element("div", "pile-label", name));
  const cards = element("div", "pile-cards");
  for (const card of play.cards) cards.append(shownCard(card));
  box.append(cards);
  if (play.note) box.append(element("div", "note", play.note));
  return box;
}

function renderMiddle(table) {
  $("piles").replaceChildren(...table.piles.map(pileBox));
  $("plays").replaceChildren(...table.plays.map((play) => playBox(play, table)));
  const result = table.result || [];
  $("result").hidden = result.length === 0;
  $("result-lines").replaceChildren(...result.map((line) => element("li", "", line)));
}

// The indices of the cards some legal move uses (equal cards alike: a legal move names the
// first of equal cards, and any of them makes it).
function playable() {
  const hand = zz.state.table.hand;
  const used = new Set();
  for (const move of zz.state.moves) for (const i of move.cards) used.add(hand[i].text);
  return new Set(hand.map((card, i) => i).filter((i) => used.has(hand[i].text)));
}

function renderHand(table) {
  const usable = playable();
  const yourTurn = zz.state.human_turn;
  const hand = $("hand");
  hand.replaceChildren();
  hand.classList.toggle("crowded", table.hand.length > CROWDED);
  table.hand.forEach((card, i) => {
    const button = element("button", "card in-hand");
    button.type = "button";
    button.dataset.index = String(i);
    button.setAttribute("aria-label", card.text);
    button.title = card.text;
    button.append(cardFace(card));
    if (yourTurn && !usable.has(i)) button.classList.add("dimmed");
    button.addEventListener("click", () => toggle(i));
    hand.append(button);
  });
  renderSelection();
}

function toggle(index) {
  if (zz.selected.has(index)) zz.selected.delete(index);
  else zz.selected.add(index);
  zz.suggested = null;
  renderSelection();
  renderControls();
}

// A selection's cards as the game writes them, in order: equal cards are one choice.
const cardsOf = (places) =>
  places.map((i) => zz.state.table.hand[i].text).sort().join(" ");
const sameCards = (move, chosen) => cardsOf(move.cards) === cardsOf(chosen);

// The selected cards lift, and the move they make (if one does) is named.
function renderSelection() {
  for (const button of $("hand").querySelectorAll("button.card")) {
    const chosen = zz.selected.has(Number(button.dataset.index));
    button.classList.toggle("selected", chosen);
    button.setAttribute("aria-pressed", String(chosen));
  }
  const chosen = [...zz.selected];
  let words = "";
  if (zz.state.human_turn && chosen.length > 0) {
    const move = zz.state.moves.find((m) => sameCards(m, chosen));
    words = move ? `Selected: ${move.text}` : "No move takes exactly these cards";
  }
  $("chosen").textContent = words;
}

function suits(kind) {
  const count = zz.selected.size;
  return kind === "none" || kind === "any" || (kind === "some" && count > 0);
}

function renderControls() {
  $("deal").disabled = zz.busy;
  if (!zz.state) return;
  const table = zz.state.table;
  const buttons = table.actions.map((action) => {
    const button = element("button", "action", action.label);
    button.type = "button";
    button.dataset.action = action.action;
    button.disabled = zz.busy || !suits(action.cards);
    if (zz.suggested === action.action) button.classList.add("suggested");
    button.addEventListener("click", () => makeMove(action.action));
    return button;
  });
  $("action-buttons").replaceChildren(...buttons);
  $("hint").disabled = zz.busy || !zz.state.human_turn;
  $("review").hidden = !zz.state.over;
  $("review").disabled = zz.busy || zz.reviewing;
}

// ---------------------------------------------------------------- hint

async function askHint() {
  $("hint").textContent = "Thinking…";
  const hint = await busyWith(() => api("POST", tablePath("/hint")));
  $("hint").textContent = "Hint";
  if (!hint) return;
  clearError();
  const head = element("tr");
  for (const column of hint.columns) head.append(element("th", "", column));
  const rows = hint.rows.map((row) => hintRow(row));
  const thead = element("thead");
  thead.append(head);
  const tbody = element("tbody");
  tbody.append(...rows);
  $("hint-table").replaceChildren(thead, tbody);
  $("hint-notes").replaceChildren(...hint.notes.map((note) => element("li", "", note)));
  $("hint-panel").hidden = false;
}

function hintRow(row) {
  const tr = element("tr", "hint-row");
  tr.tabIndex = 0;
  tr.dataset.rank = String(row.rank);
  for (const key of ["rank", "move", "win", "interval", "points", "playouts"]) {
    tr.append(element("td", "", String(row[key])));
  }
  const choose = () => {
    zz.selected = new Set(row.cards);
    zz.suggested = row.action;
    for (const other of $("hint-table").querySelectorAll("tr")) other.classList.remove("chosen-row");
    tr.classList.add("chosen-row");
    renderSelection();
    renderControls();
  };
  tr.addEventListener("click", choose);
  tr.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose();
    }
  });
  return tr;
}

// ---------------------------------------------------------------- review

async function startReview() {
  zz.reviewing = true;
  renderControls();
  $("review-panel").hidden = false;
  $("review-panel").scrollIntoView({ block: "start" });
  $("review-status").textContent = "Reviewing your decisions…";
  try {
    let progress = await api("POST", tablePath("/review"));
    while (!progress.ready && !progress.error) {
      showProgress(progress);
      await sleep(POLL_MS);
      progress = await api("GET", tablePath("/review"));
    }
    if (progress.error) throw new Error(`The review failed: ${progress.error}`);
    showProgress(progress);
    $("review-status").textContent = "The review is ready.";
    $("review-frame").src = tablePath("/review.html");
    $("review-frame").hidden = false;
    $("review-panel").scrollIntoView({ block: "start" });
  } catch (error) {
    zz.reviewing = false;
    $("review-status").textContent = "";
    showError(error.message);
    renderControls();
  }
}

function showProgress(progress) {
  const bar = $("review-progress");
  bar.max = Math.max(progress.total, 1);
  bar.value = progress.done;
  if (progress.total) {
    $("review-status").textContent = `Reviewing your decisions: ${progress.done} of ${progress.total}`;
  }
}

// ---------------------------------------------------------------- start

async function pickUp(id) {
  zz.id = id;
  try {
    const state = await api("GET", `${tablePath()}?since=0`);
    await sitDown(id, state);
  } catch (error) {
    leaveTable();
    if (error.status !== 404) showError(error.message);
  }
}

function wire() {
  keepPace();
  window.addEventListener("error", (event) => showError(`The page failed: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => showError(`The page failed: ${event.reason}`));
  $("game").addEventListener("change", renderGame);
  $("preset").addEventListener("change", renderOptions);
  $("setup-form").addEventListener("submit", deal);
  $("rules").addEventListener("click", showRules);
  $("rules-close").addEventListener("click", () => $("rules-dialog").close());
  $("load").addEventListener("change", loadRecord);
  $("banner-close").addEventListener("click", clearError);
  $("hint").addEventListener("click", askHint);
  $("review").addEventListener("click", startReview);
  $("new-game").addEventListener("click", leaveTable);
}

async function start() {
  wire();
  try {
    await loadGames();
  } catch (error) {
    showError(error.message);
    return;
  }
  const id = sessionStorage.getItem(TABLE_KEY);
  if (id) await pickUp(id);
  zz.ready = true;
}

start();
