/**
 * The word lists behind the roast-safety filter. A roast teases what someone does (their
 * driving, their snack habits, their fifty holiday photos), never who they are.
 */

/**
 * Slurs, stored ROT13 so this file does not read as a list of slurs; decoded once at start.
 * Each is matched as a whole word, with repeated letters ("niiice" style) and plural endings.
 */
const encodedSlurs =
  'avttre avttn fnaqavttre puvax tbbx fcvp fcvpx jrgonpx xvxr enturnq gbjryurnq pbba wvtnobb cbepuzbaxrl ' +
  'ornare cnxv tlccb ubaxl mvccreurnq fynagrlr erqfxva fdhnj unysoerrq qntb jbc wnc puvanzna tbyyvjbt ' +
  'cvpxnavaal fnzob vawha lvq ulzvr urro snttbg snt qlxr genaal furznyr cbbs cbbsgre yrfob ergneq ' +
  'ergneqrq gneq yvogneq fcnm fcnfgvp zbat zbatbybvq zvqtrg ovgpu fyhg juber phag fxnax gjng';

const rot13 = (text: string) =>
  text.replace(/[a-z]/g, (letter) => String.fromCharCode(((letter.charCodeAt(0) - 97 + 13) % 26) + 97));

export const slurs: readonly string[] = rot13(encodedSlurs).split(' ');

/** Insults about who someone is (looks, body, mind, age) or cruelty: never fine, in any tone. */
export const attackWords: readonly string[] = [
  'ugly',
  'uglier',
  'ugliest',
  'hideous',
  'fat',
  'fatso',
  'fatty',
  'obese',
  'lardass',
  'porky',
  'chubby',
  'tubby',
  'pudgy',
  'flabby',
  'scrawny',
  'anorexic',
  'toothless',
  'wrinkly',
  'geezer',
  'senile',
  'decrepit',
  'hag',
  'crone',
  'moron',
  'imbecile',
  'idiot',
  'stupid',
  'psycho',
  'schizo',
  'freak',
  'loser',
  'worthless',
  'pathetic',
  'disgusting',
  'repulsive',
];

/** Cruelty that is never a joke. */
export const threatPhrases: readonly string[] = ['kill yourself', 'kys', 'hope you die', 'go die', 'nobody loves you'];

/**
 * Who someone is: fine to mention warmly in a sentimental card ("our church wedding"), but a
 * roast that brings any of these up is aiming at the person, so a roast may not use them.
 */
export const identityWords: readonly string[] = [
  // age
  'old',
  'older',
  'oldest',
  'elderly',
  'ancient',
  'aging',
  'ageing',
  'boomer',
  'fossil',
  'dinosaur',
  'antique',
  'wrinkles',
  'dentures',
  'over the hill',
  'senior citizen',
  'act your age',
  'your age',
  'grey hair',
  'grey hairs',
  'gray hair',
  'gray hairs',
  // body and looks
  'hairline',
  'receding',
  'bald',
  'balding',
  'bald spot',
  'beer belly',
  'dad bod',
  'double chin',
  'weight',
  'diet',
  'skinny',
  'shorty',
  'four eyes',
  'acne',
  'pimples',
  // race, ethnicity, nationality
  'race',
  'racial',
  'ethnic',
  'skin colour',
  'skin color',
  'asian',
  'african',
  'latino',
  'latina',
  'hispanic',
  'mexican',
  'chinese',
  'indian',
  'arab',
  'jewish',
  'jew',
  'immigrant',
  'foreigner',
  'accent',
  'ghetto',
  // religion
  'religion',
  'religious',
  'christian',
  'catholic',
  'muslim',
  'islam',
  'hindu',
  'buddhist',
  'sikh',
  'mormon',
  'atheist',
  // gender and sexuality
  'gender',
  'girly',
  'manly',
  'man up',
  'like a girl',
  'feminine',
  'masculine',
  'gay',
  'lesbian',
  'queer',
  'trans',
  'transgender',
  'bisexual',
  'sexuality',
  'sissy',
  // disability and health
  'disabled',
  'disability',
  'wheelchair',
  'blind',
  'deaf',
  'autism',
  'autistic',
  'adhd',
  'dyslexic',
  'mental',
  'depressed',
  'cancer',
];

/** "your nose", "her huge ears": a roast pointed at a body part is pointed at who someone is. */
export const bodyParts: readonly string[] = [
  'face',
  'nose',
  'teeth',
  'ears',
  'hair',
  'forehead',
  'chin',
  'body',
  'belly',
  'gut',
  'butt',
  'thighs',
  'legs',
  'skin',
  'height',
  'looks',
  'voice',
  'weight',
];
