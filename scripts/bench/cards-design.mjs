/** The card both renderers draw in the cards benchmark. */
export const benchDesign = {
  front: 'To the best sister in the whole wide world',
  inside:
    'Every sunset reminds me of the summer we spent chasing waves and eating far too much ice cream. Thank you for every laugh, every late-night talk and every road trip. I love you more than words can say.',
  back: 'Love always, Sam',
};
