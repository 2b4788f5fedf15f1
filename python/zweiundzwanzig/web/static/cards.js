// Cards drawn as inline SVG: a face with its rank in two corners and a large suit pip (or the
// rank, in the games without suits) in the middle, red or black; a joker with a star; a back
// for the cards nobody may see. A card is what the server sends: {text, rank, suit, red}.

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 60;
const HEIGHT = 84;

function svgElement(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) {
    element.setAttribute(key, String(value));
  }
  return element;
}

function text(x, y, content, size, attributes = {}) {
  const element = svgElement("text", {
    x,
    y,
    "font-size": size,
    "text-anchor": "middle",
    "dominant-baseline": "central",
    ...attributes,
  });
  element.textContent = content;
  return element;
}

function blank(className) {
  const svg = svgElement("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: className,
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(
    svgElement("rect", {
      x: 0.75,
      y: 0.75,
      width: WIDTH - 1.5,
      height: HEIGHT - 1.5,
      rx: 5,
      class: "card-edge",
    }),
  );
  return svg;
}

// The rank (and the suit under it) in a corner; the opposite corner is the same turned round.
function corner(card, turned) {
  const group = svgElement("g", turned ? { transform: `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})` } : {});
  const wide = card.rank.length > 1;
  group.append(text(wide ? 10 : 8.5, 10, card.rank, wide ? 10 : 12, { "font-weight": "bold" }));
  if (card.suit) {
    group.append(text(wide ? 10 : 8.5, 21, card.suit, 10));
  }
  return group;
}

function middle(card) {
  if (card.rank === "★") {
    return text(WIDTH / 2, HEIGHT / 2, "★", 40);
  }
  if (card.suit) {
    return text(WIDTH / 2, HEIGHT / 2 + 1, card.suit, 34);
  }
  return text(WIDTH / 2, HEIGHT / 2, card.rank, card.rank.length > 1 ? 24 : 30, {
    "font-weight": "bold",
  });
}

// A card's face as an <svg> (the caller labels the element that holds it).
export function cardFace(card) {
  const colour = card.red ? "red" : "black";
  const svg = blank(`card-face ${colour}${card.rank === "★" ? " joker" : ""}`);
  svg.append(corner(card, false), corner(card, true), middle(card));
  return svg;
}

// A card's back, for the stock and the others' hands.
export function cardBack() {
  const svg = blank("card-back");
  svg.append(
    svgElement("rect", { x: 5, y: 5, width: WIDTH - 10, height: HEIGHT - 10, rx: 3, class: "back-inner" }),
  );
  for (let y = 12; y < HEIGHT - 8; y += 10) {
    svg.append(svgElement("circle", { cx: WIDTH / 2, cy: y, r: 2.5, class: "back-dot" }));
  }
  return svg;
}

// A card shown but not chosen (a pile, a play): an image labelled with the card's text.
export function shownCard(card) {
  const holder = document.createElement("span");
  holder.className = "card";
  holder.setAttribute("role", "img");
  holder.setAttribute("aria-label", card.text);
  holder.title = card.text;
  holder.append(cardFace(card));
  return holder;
}

// ``count`` face-down cards, overlapping as a fan (at most ``most`` drawn), labelled.
export function fanOfBacks(count, most = 13) {
  const fan = document.createElement("span");
  fan.className = "fan";
  fan.setAttribute("role", "img");
  fan.setAttribute("aria-label", `${count} face-down card${count === 1 ? "" : "s"}`);
  for (let i = 0; i < Math.min(count, most); i += 1) {
    const holder = document.createElement("span");
    holder.className = "card small";
    holder.append(cardBack());
    fan.append(holder);
  }
  return fan;
}
