// Whether a sentence is an instruction: it starts with a verb in the imperative
// ("Open the file"), possibly after a place or condition ("In Settings, click Save").

const VERBS = new Set(
  `accept access activate add adjust allow apply approve assign attach authenticate authorize browse build call cancel
  change check choose clear click clone close commit complete configure confirm connect copy create customize define
  delete deploy describe disable disconnect download drag drop duplicate edit enable enter export extract fill find fork
  generate get give go grant hover import include initialize insert install invite launch link locate log login logout
  make merge modify move name navigate note open paste pick place point press preview provide publish pull push put
  read rebuild record redeploy refresh register reload remove rename replace request restart return review revoke run
  save scroll search select send set setup share sign specify start stop submit switch tap test toggle type uninstall
  unzip update upgrade upload use validate verify view visit wait write`.split(/\s+/),
);

const LEAD_INS = /^(in|on|from|under|inside|within|after|once|if|when|to|at|using|with|for|back|next|then|finally|first|now)\b/i;

/**
 * Words that, right after a verb-like first word, show it is a noun doing something ("Build runs", "Request is
 * sent", "Deploy finished") or a noun phrase ("Name of the field", "Name set in the front matter"), not an instruction.
 */
const NOT_AN_OBJECT = new Set(
  `is are was were has have had will would can could may might must should does did gets starts begins ends finishes
  completes fails succeeds happens occurs runs triggers fires arrives appears returns sends receives reads writes calls
  loads builds deploys updates creates waits stops of set sent given built made found shown taken written`.split(/\s+/),
);

function firstWords(text: string): [string, string] {
  const match = /^[\s*_~"'“(]*([A-Za-z]+)[*_~"'”)]*[ \t]+([A-Za-z]+)?/.exec(text) ?? /^[\s*_~"'“(]*([A-Za-z]+)/.exec(text);
  return [(match?.[1] ?? '').toLowerCase(), match?.[2] ?? ''];
}

/** Whether a text opens with a verb that gives an order ("Open the file"), not a noun that names an actor or event. */
function opensWithInstruction(text: string): boolean {
  const [first, second] = firstWords(text);
  if (!VERBS.has(first)) return false;
  // A lower-case second word that is a finite verb, a participle (`-ed`) or `of` makes the first word a noun.
  if (second !== '' && second === second.toLowerCase() && (NOT_AN_OBJECT.has(second) || /^[a-z]{3,}ed$/.test(second))) return false;
  return true;
}

export function isImperative(sentence: string): boolean {
  const text = sentence.trim();
  if (opensWithInstruction(text)) return true;
  if (LEAD_INS.test(text)) {
    const comma = text.indexOf(',');
    if (comma > 0 && comma < 80) return opensWithInstruction(text.slice(comma + 1).trim());
  }
  return false;
}
