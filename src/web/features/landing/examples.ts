import backyardGrillPhoto from '@/assets/landing/backyard-grill.webp';
import backyardGrillVideo from '@/assets/landing/backyard-grill.mp4';
import karaokeNightPhoto from '@/assets/landing/karaoke-night.webp';
import karaokeNightVideo from '@/assets/landing/karaoke-night.mp4';
import lakeCampfirePhoto from '@/assets/landing/lake-campfire.webp';
import lakeCampfireVideo from '@/assets/landing/lake-campfire.mp4';
import sunsetBeachPhoto from '@/assets/landing/sunset-beach.webp';
import sunsetBeachVideo from '@/assets/landing/sunset-beach.mp4';
import { landingTexts } from '@shared/landing-texts';

export type ExampleTone = keyof typeof landingTexts.tones;

export const exampleTones: { value: ExampleTone; label: string }[] = [
  { value: 'sentimental', label: landingTexts.tones.sentimental },
  { value: 'roast', label: landingTexts.tones.roast },
];

/** The four pages of a printed card, in the order the flipbook turns them (spec: 4 pages). */
export const cardPageNames = landingTexts.flipbookPages;

export interface CardExample {
  id: string;
  tone: ExampleTone;
  occasion: string;
  /** What the customer wrote about their memory: shown inside, left, as the card's origin. */
  memory: string;
  front: string;
  inside: string;
  signature: string;
  photo: string;
  photoAlt: string;
  video: string;
}

/** Media are drawn by scripts/assets/make-landing-media.mjs; texts are what the writer made of them. */
export const cardExamples: CardExample[] = [
  {
    id: 'sunset-beach',
    tone: 'sentimental',
    occasion: '40th anniversary',
    memory: 'Mom and Dad at Half Moon Bay, the beach where they had their first date in 1985.',
    front: 'Forty years of sunsets',
    inside:
      'You walked this beach on your very first date, and you have walked side by side ever since. Thank you for showing us what forever looks like: patient, funny, and always holding hands.',
    signature: 'Happy anniversary. All our love, Jess & Sam',
    photo: sunsetBeachPhoto,
    photoAlt: 'A couple holding hands on a beach at sunset, waves rolling in',
    video: sunsetBeachVideo,
  },
  {
    id: 'lake-campfire',
    tone: 'sentimental',
    occasion: "Father's Day",
    memory: 'Camping at the lake every August. Dad kept the fire going until we all fell asleep.',
    front: 'For the one who kept the fire going',
    inside:
      'Every August you taught us the names of the stars and never once let the fire go out. We are grown now, but we still look for you in every campfire.',
    signature: "Happy Father's Day. Love always, Maya",
    photo: lakeCampfirePhoto,
    photoAlt: 'A tent and a campfire beside a mountain lake under a starry sky',
    video: lakeCampfireVideo,
  },
  {
    id: 'backyard-grill',
    tone: 'roast',
    occasion: 'Birthday',
    memory: 'Dad insists he is a grill master. Last Fourth of July his burgers could have been hockey pucks.',
    front: 'Happy birthday to the Grill Master (allegedly)',
    inside:
      'Another year older, and your burgers are still well done. Very well done. Charcoal, technically. The smoke alarm sends its love, and so do we.',
    signature: "Happy birthday, Dad! P.S. We've ordered pizza, just in case.",
    photo: backyardGrillPhoto,
    photoAlt: 'A smoking backyard grill with three charred burgers and a fire extinguisher standing by',
    video: backyardGrillVideo,
  },
  {
    id: 'karaoke-night',
    tone: 'roast',
    occasion: "Best friend's birthday",
    memory: "Priya sang 'Total Eclipse of the Heart' three times at karaoke night. Three.",
    front: 'To the loudest voice at karaoke night',
    inside:
      'They say you cannot put a price on talent. Lucky, because nobody would pay for that third encore. Three times, Priya. THREE. The neighbors still hum it, mostly in fear.',
    signature: 'Happy birthday, superstar. I will bring the earplugs.',
    photo: karaokeNightPhoto,
    photoAlt: 'A singer belting into a microphone under a disco ball and pink and blue spotlights',
    video: karaokeNightVideo,
  },
];
