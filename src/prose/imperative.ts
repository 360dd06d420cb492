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

function firstWord(text: string): string {
  return (/^[\s*_~"'“(]*([A-Za-z]+)/.exec(text)?.[1] ?? '').toLowerCase();
}

export function isImperative(sentence: string): boolean {
  const text = sentence.trim();
  if (VERBS.has(firstWord(text))) return true;
  if (LEAD_INS.test(text)) {
    const comma = text.indexOf(',');
    if (comma > 0 && comma < 80) return VERBS.has(firstWord(text.slice(comma + 1)));
  }
  return false;
}
