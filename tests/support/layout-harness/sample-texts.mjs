/**
 * Card texts for the layout agreement test and the layout bench: generated from a fixed seed,
 * so every run lays out the same ones. They mix what customers type with what stresses line
 * breaking: long words, runs of spaces, blank lines, accents (composed and not), punctuation,
 * characters from fallback faces (Cyrillic, Greek, Vietnamese, Japanese, Chinese, Korean),
 * scripts that are shaped and set right to left (Hebrew, Arabic, Devanagari, Thai), emoji drawn
 * as artwork (sequences too), and a private-use character no face draws, which layout leaves out.
 */
const words = [
  'love',
  'you',
  'to',
  'the',
  'and',
  'a',
  'of',
  'always',
  'birthday',
  'happy',
  'forever',
  'sunsets',
  'remember',
  'grandma',
  'snacks',
  'tissues',
  'adventure',
  'thank',
  'Zoë',
  'café',
  'naïve',
  'Ångström',
  'Björk',
  'Łódź',
  'São',
  'Paulo',
  'jalapeño',
  'crème',
  'brûlée',
  'façade',
  'Straße',
  'Øresund',
  'cafe\u0301',
  'e\u0308',
  'it’s',
  'we’re',
  '“best”',
  '‘ever’',
  '—',
  '–',
  '…',
  '!',
  '?!',
  ';',
  ':',
  '(yes)',
  '[sic]',
  '«oui»',
  '#1',
  '100%',
  '$20',
  '&',
  '@home',
  'x:-)',
  '<3',
  '2026',
  'O’Brien',
  'well-being',
  'mother-in-law',
  'ffi',
  'ﬁne',
  'HAPPY',
  'ANNIVERSARY',
  'Supercalifragilisticexpialidocious',
  'Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch',
  '🎉',
  '🥳',
  '日本',
  '사랑',
  'مرحبا',
  'ñ',
  'İ',
  // Drawn from fallback faces (shared/card-layout/font-ranges.ts): the style's own subsets, Noto Sans, a Han face.
  'Привет',
  'Γειά',
  'Tiếng',
  'おめでとう、',
  '生日快乐',
  '誕生日',
  '聖誕快樂',
  // Shaped and ordered by bidi (shared/card-layout/text-set.ts); emoji as Twemoji artwork.
  'שלום',
  'עולם',
  '(שלום)',
  'بالعالم،',
  'عيد',
  'नमस्ते',
  'जन्मदिन',
  'สวัสดีชาวโลก',
  'น้ำ',
  '👋🏽',
  '👨‍👩‍👧',
  '❤️',
  '🇯🇵',
  '\ue000',
];
const breaks = ['\n', '\n\n', '  ', '\t', '\r\n', ' \n '];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` texts of lengths spread from empty to `maxLength` characters. */
export function sampleTexts(count, maxLength, seed = 17) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const texts = [];
  for (let index = 0; index < count; index += 1) {
    const length = Math.round(maxLength * (index / Math.max(1, count - 1)));
    let text = next() < 0.1 ? ' ' : '';
    while (text.length < length) {
      const roll = next();
      const word = roll < 0.04 ? 'w'.repeat(1 + Math.floor(next() * 80)) : pick(words);
      text += word + (roll > 0.9 ? pick(breaks) : ' ');
    }
    texts.push(text.slice(0, length));
  }
  return texts;
}

/** A message as a customer would write it, `length` characters long: what the bench types. */
export function longestText(length) {
  const message =
    'Happy birthday, Mum! Every year you find a new way to make us laugh, and every year we love you more. ' +
    'Thank you for the early mornings, the late-night talks, the sandwiches cut into triangles and the hugs ' +
    'that fixed everything.\n\nHere’s to sunsets on the porch, crème brûlée at the café and many more adventures. ';
  return message.repeat(Math.ceil(length / message.length)).slice(0, length);
}
