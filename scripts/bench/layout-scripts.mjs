/**
 * Issue 18, in the layout benchmark: typing an inside text in a script that fontkit shapes in
 * full (Arabic joining, Devanagari conjuncts; layout-font.ts caches each shaped run per font),
 * and the four-script card's inside with emoji. Each keystroke's layout is timed once: timing
 * it again, or typing the same text in the warm-up, would find every run already shaped. The
 * warm-up types another stretch of the same script (the fonts read, the code compiled, the
 * common words shaped, as a customer's first sentence would leave them).
 */
import { fourScriptDesign } from './cards-design.mjs';
import { editorRow } from './layout-editor.mjs';
import { p95 } from '../../tests/support/layout-harness/typing-times.mjs';

const length = 300;
const arabic =
  'عيد ميلاد سعيد يا أمي! كل عام تجدين طريقة جديدة لتضحكينا، وكل عام نحبك أكثر. شكراً على الصباحات ' +
  'الباكرة والأحاديث حتى منتصف الليل والشطائر المقطعة مثلثات والعناق الذي يصلح كل شيء.\n\nإلى غروب ' +
  'الشمس على الشرفة والحلوى في المقهى ومغامرات كثيرة قادمة. ';
const devanagari =
  'जन्मदिन मुबारक हो माँ! हर साल आप हमें हँसाने का नया तरीका ढूँढ लेती हैं, और हर साल हम आपको और ज़्यादा ' +
  'प्यार करते हैं। सुबह की बातों, देर रात की गपशप, तिकोने कटे सैंडविच और हर बात ठीक कर देने वाली ' +
  'झप्पियों के लिए धन्यवाद।\n\nबरामदे पर सूर्यास्त, कैफ़े की मिठाइयों और आने वाले ढेर सारे रोमांचों के नाम। ';
const repeated = (message) => message.repeat(Math.ceil(length / message.length)).slice(0, length);

/** The texts typed, with the warm-up typed before each: the same script, other words first. */
export const scriptTexts = [
  { name: `Arabic, ${length} characters`, text: repeated(arabic), warmUp: arabic.slice(120, 220) },
  { name: `Devanagari, ${length} characters`, text: repeated(devanagari), warmUp: devanagari.slice(120, 220) },
  {
    name: `four scripts + emoji (the cards bench's inside), ${fourScriptDesign.inside.length} UTF-16 units`,
    text: fourScriptDesign.inside,
    warmUp: 'Доброе утро! おはよう 🌞 सुप्रभात صباح الخير',
  },
];

const others = { front: 'Happy birthday, Mum!', back: 'With love, Sam' };
const round = (ms, digits = 2) => Number(ms.toFixed(digits));

/** Node, the server's fonts and fallback faces: each keystroke's whole-card layout, timed once. */
export function nodeScriptRows(layoutCardTexts, cardFont, cardFace, style) {
  const layout = (inside) => layoutCardTexts({ ...others, inside }, style, cardFont, {}, cardFace);
  const typed = (text) =>
    [...text].map((_, index, chars) => {
      const inside = chars.slice(0, index + 1).join('');
      const started = performance.now();
      layout(inside);
      return performance.now() - started;
    });
  return scriptTexts.map(({ name, text, warmUp }) => {
    const first = performance.now();
    layout(warmUp);
    const firstMs = performance.now() - first;
    typed(warmUp);
    const times = typed(text);
    const missing = layout(text).inside.missingCharacters;
    if (missing.length > 0) throw new Error(`${name}: layout left out ${missing.join(' ')}`);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      runtime: 'Node',
      style,
      text: name,
      'p95 per keystroke (ms)': round(p95(times)),
      'median (ms)': round(sorted[Math.floor(sorted.length / 2)]),
      'max (ms)': round(Math.max(...times), 1),
      'share of a 16 ms frame': `${Math.round((p95(times) / 16) * 100)}%`,
      'first layout, faces read (ms)': Math.round(firstMs),
    };
  });
}

/** The editor in Chromium, keystroke to painted page, for each text (layout-editor.mjs). */
export async function editorScriptRows(browser, folder, style) {
  const rows = [];
  for (const { name, text, warmUp } of scriptTexts) {
    rows.push({ text: name, ...(await editorRow(browser, folder, style, text, warmUp)) });
  }
  return rows;
}
