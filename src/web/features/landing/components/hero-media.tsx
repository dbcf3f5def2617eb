import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import heroPhoto480 from '@/assets/landing/hero-480.webp';
import heroPhoto640 from '@/assets/landing/hero-640.webp';
import heroPhoto960 from '@/assets/landing/hero-960.webp';
import heroVideo from '@/assets/landing/hero.mp4';
import heroPhoto from '../hero-photo.json';
import { reducedMotionQuery, useMediaQuery, wideScreenQuery } from '@/lib/use-media-query';

const heroDescription = 'A Keepsake card printed with a sunset beach photo, standing on a table in warm evening light';

/**
 * The phone's photo is described in hero-photo.json, which the build also reads to name it in
 * the HTML of '/' (vite.config.ts), so a phone starts fetching it with the app's code.
 *
 * A video on screens 768 px wide and up, a photo below. Which one is decided
 * in script before anything is rendered, so a phone never has a <video> element and never
 * downloads the video (hiding it with CSS would still fetch it).
 */
export function HeroMedia() {
  const wide = useMediaQuery(wideScreenQuery);
  return (
    <div className="relative mx-auto w-full max-w-[22rem] md:max-w-md">
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rotate-3 rounded-[2.5rem] bg-gradient-to-br from-secondary via-accent to-secondary opacity-80"
      />
      <div className="relative aspect-[4/5] overflow-hidden rounded-[2rem] bg-[#5e2434] shadow-2xl shadow-rose-950/25 ring-1 ring-black/5">
        {wide ? (
          <HeroVideo />
        ) : (
          <img
            src={heroPhoto640}
            srcSet={`${heroPhoto480} 480w, ${heroPhoto640} 640w, ${heroPhoto960} 960w`}
            sizes={heroPhoto.sizes}
            width={640}
            height={800}
            alt={heroDescription}
            fetchPriority="high"
            className="h-full w-full object-cover"
            data-testid="hero-photo"
          />
        )}
      </div>
    </div>
  );
}

function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const reduceMotion = useMediaQuery(reducedMotionQuery);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <>
      <video
        ref={video}
        src={heroVideo}
        poster={heroPhoto960}
        autoPlay={!reduceMotion}
        muted
        loop
        playsInline
        width={720}
        height={900}
        aria-label={heroDescription}
        className="h-full w-full object-cover"
        data-testid="hero-video"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {/* Moving pictures that loop need a way to stop them (WCAG 2.2.2). */}
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause the video' : 'Play the video'}
        className="absolute right-4 bottom-4 flex h-10 w-10 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur transition-colors hover:bg-black/65"
      >
        {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
      </button>
    </>
  );
}
