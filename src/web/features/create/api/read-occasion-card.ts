import type { OccasionCard } from '@shared/api/occasions';
import { occasionEndpoints } from '@shared/api/occasions-endpoints';
import { request } from '@/lib/api';

/** What a reminder's "Start a card" token stands for; the token is the proof, no sign-in needed. */
export function readOccasionCard(token: string): Promise<OccasionCard> {
  return request(occasionEndpoints.card, { query: { token } });
}
