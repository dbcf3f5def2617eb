import type { Page } from 'playwright-core';

export function buildLayoutHarness(outDir: string): Promise<void>;
export function openLayoutHarness(page: Page, outDir: string): Promise<void>;
