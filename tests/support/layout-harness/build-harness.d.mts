import type { Page } from 'playwright-core';

export function buildLayoutHarness(outDir: string): Promise<void>;
export function openLayoutHarness(page: Page, outDir: string): Promise<void>;
export function openEditorHarness(page: Page, outDir: string, style: string): Promise<void>;
export function openGoldenHarness(page: Page, outDir: string): Promise<void>;
