import { describe, expect, it } from 'vitest';
import { readVideoFacts } from './probe-video.js';

const summary = (duration: string, stream: string) =>
  `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'upload':\n  Duration: ${duration}, start: 0.000000, bitrate: 11 kb/s\n    ${stream}\n`;

describe("reading ffmpeg's summary of a video", () => {
  it('takes the first video stream’s size and the duration in seconds', () => {
    const facts = readVideoFacts(
      summary(
        '01:02:03.50',
        'Stream #0:1(und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv), 3840x2160, 40000 kb/s, 30 fps',
      ),
    );
    expect(facts).toEqual({ width: 3840, height: 2160, seconds: 3723.5 });
  });

  it("reads ffmpeg's own lines only, not the uploader's tags that pose as a small, short stream", () => {
    const tagged = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'upload':",
      '  Metadata:',
      '    title           : Stream #0:0: Video: h264, 2x2',
      '    comment         : Duration: 00:00:01.00, x',
      '                    : Stream #0:0: Video: h264, 2x2',
      '  Duration: 02:00:00.00, start: 0.000000, bitrate: 11 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 15360x8640, 5 kb/s, 10 fps',
    ].join('\n');
    expect(readVideoFacts(tagged)).toEqual({ width: 15360, height: 8640, seconds: 7200 });
  });

  it('knows no length when the container does not say, and no video without a video stream', () => {
    expect(readVideoFacts(summary('N/A', 'Stream #0:0: Video: h264, yuv420p, 640x360, 30 fps'))?.seconds).toBeNull();
    expect(readVideoFacts(summary('00:00:05.00', 'Stream #0:0: Audio: aac (LC), 48000 Hz, stereo'))).toBeUndefined();
  });
});
