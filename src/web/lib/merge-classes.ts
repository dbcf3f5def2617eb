import { clsx, type ClassValue } from 'clsx';

/*
 * mergeClasses: the same "later class wins" rule as cn (src/web/lib/cn.ts), for the utilities
 * components put in their base styles: spacing, sizing, display, colours, type, borders,
 * radius, outline. It is ~1 kB where tailwind-merge is ~8 kB gzipped, which the landing
 * page's JavaScript budget cannot carry (docs/decisions/004-landing-performance.md). Classes
 * it does not know are kept as given; for arbitrary overrides use cn. Its own module, so a
 * chunk that needs it does not pull in tailwind-merge with cn.
 */

const keywordGroups: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: 'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root',
  position: 'static fixed absolute relative sticky',
  decoration: 'underline overline line-through no-underline',
  visibility: 'visible invisible collapse',
  'font-style': 'italic not-italic',
  transform: 'uppercase lowercase capitalize normal-case',
})) {
  for (const word of words.split(' ')) keywordGroups[word] = group;
}

const fontSizes = /^text-(xs|sm|base|lg|xl|[2-9]xl)(\/.*)?$/;
const textAligns = /^text-(left|center|right|justify|start|end)$/;
const textWraps = /^text-(wrap|nowrap|balance|pretty)$/;
const fontWeights = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const borderWidths = /^border(-[xytrblse])?(-\d+)?$/;
const borderStyles = /^border-(solid|dashed|dotted|double|hidden|none)$/;
const bgOthers =
  /^bg-(fixed|local|scroll|clip|origin|blend|repeat|no-repeat|auto|cover|contain|center|top|bottom|left|right|none|linear|radial|conic|gradient)/;
const shadowSizes = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/;
const prefixed =
  /^-?(px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m|min-w|min-h|max-w|max-h|size|w|h|gap-x|gap-y|gap|rounded-[trblse]{1,2}|rounded|items|justify-items|justify-self|justify|self|whitespace|opacity|leading|tracking|underline-offset|outline-offset|align|z|inset-x|inset-y|inset|top|right|bottom|left)(?:-|$)/;

/** Shorthands that set several longhands, like twMerge's conflicting class groups. */
const covers: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

function groupOf(utility: string): string | undefined {
  const keyword = keywordGroups[utility];
  if (keyword) return keyword;
  if (fontSizes.test(utility)) return 'font-size';
  if (textAligns.test(utility)) return 'text-align';
  if (textWraps.test(utility)) return 'text-wrap';
  if (utility === 'text-ellipsis' || utility === 'text-clip') return 'text-overflow';
  // text-[...] may be a size or a colour: leave it to cn.
  if (utility.startsWith('text-')) return utility.startsWith('text-[') ? undefined : 'text-color';
  if (fontWeights.test(utility)) return 'font-weight';
  const border = borderWidths.exec(utility);
  if (border) return border[1] ? `border-w${border[1]}` : 'border-w';
  if (borderStyles.test(utility)) return 'border-style';
  if (utility.startsWith('border-')) return 'border-color';
  const bg = bgOthers.exec(utility);
  if (bg) return `bg-${bg[1]}`;
  if (utility.startsWith('bg-')) return 'bg-color';
  if (utility.startsWith('shadow')) return shadowSizes.test(utility) ? 'shadow' : 'shadow-color';
  if (/^outline(-\d+)?$/.test(utility)) return 'outline-w';
  if (/^outline-(none|hidden|solid|dashed|dotted|double)$/.test(utility)) return 'outline-style';
  if (utility.startsWith('outline-') && !utility.startsWith('outline-offset')) return 'outline-color';
  return prefixed.exec(utility)?.[1];
}

/** "hover:[&_svg]:size-4" -> ["hover:[&_svg]:", "size-4"]: a colon inside brackets is not a variant. */
function splitVariants(name: string): [string, string] {
  let depth = 0;
  let split = -1;
  for (let i = 0; i < name.length; i += 1) {
    const char = name[i];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) split = i;
  }
  return [name.slice(0, split + 1), name.slice(split + 1)];
}

/** Joins class lists; a later utility replaces an earlier one that sets the same property. */
export function mergeClasses(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const name = classes[i];
    if (!name) continue;
    const [variants, written] = splitVariants(name);
    const important = written.startsWith('!') || written.endsWith('!');
    const utility = written.replace(/^!|!$/g, '');
    const group = groupOf(utility);
    if (group) {
      const key = `${variants}${important ? '!' : ''}`;
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const covered of covers[group] ?? []) taken.add(key + covered);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
