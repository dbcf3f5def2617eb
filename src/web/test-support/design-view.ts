import type { DesignView } from '@shared/api/card-design';

/** A paid order's design waiting for the customer's answer: four pages, three rounds left. */
export function designView(overrides: Partial<DesignView> = {}): DesignView {
  const orderId = overrides.orderId ?? '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';
  const revision = overrides.revision ?? 1;
  return {
    orderId,
    orderNumber: 'KS-1001ABCD',
    orderStatus: 'pending',
    state: 'awaiting_approval',
    revision,
    rendering: false,
    pictureFailed: false,
    style: 'watercolor',
    texts: { front: 'To the best sister', inside: 'Happy birthday.', back: 'Love, Sam' },
    pages: (['front', 'insideLeft', 'insideRight', 'back'] as const).map((name) => ({
      name,
      label: name,
      url: `/api/card-files/${orderId}/${revision}/${name}.webp?exp=1&sig=x`,
    })),
    pdfUrl: null,
    checks: [],
    effectiveDpi: 300,
    crop: null,
    textScale: null,
    memoryUrl: null,
    picture: null,
    changeRounds: { used: 0, max: 3, left: 3 },
    canApprove: true,
    canRequestChange: true,
    approvedAt: null,
    changeRequests: [],
    linkReplaced: false,
    nextToken: null,
    ...overrides,
  };
}
