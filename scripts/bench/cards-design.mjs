/** The card both renderers draw in the cards benchmark. */
export const benchDesign = {
  front: 'To the best sister in the whole wide world',
  inside:
    'Every sunset reminds me of the summer we spent chasing waves and eating far too much ice cream. Thank you for every laugh, every late-night talk and every road trip. I love you more than words can say.',
  back: 'Love always, Sam',
};

/**
 * Issue 18's card: the inside mixes Japanese, Arabic, Devanagari and Cyrillic with emoji, about
 * as long as the English inside; the front is Greek and the back Hebrew (right to left), each
 * with emoji. Every fallback face it reaches is embedded in the PDF and every emoji drawn as art.
 */
export const fourScriptDesign = {
  front: 'Χρόνια πολλά, αδελφούλα μου! 🎂🎉',
  inside:
    'お誕生日おめでとう！いつも笑顔をありがとう。🌸 عيد ميلاد سعيد يا أختي، أنت نور حياتي ❤️ ' +
    'जन्मदिन की हार्दिक शुभकामनाएँ! आप हमेशा मुस्कुराती रहें। 🎉 ' +
    'С днём рождения! Спасибо за всё, что ты для нас делаешь. 🥳',
  back: 'באהבה תמיד, שרה 💐',
};

/** The designs cards-render.mjs can draw, by the name the benchmark passes it. */
export const benchDesigns = { english: benchDesign, 'four-scripts': fourScriptDesign };
