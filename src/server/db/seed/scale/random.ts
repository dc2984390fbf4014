/**
 * A small deterministic random source for the scale seed: the same seed number and item ordinal
 * always give the same item, so a scale data set can be rebuilt exactly (Math.random cannot be
 * seeded).
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Items early in the list come up more often (a rough Zipf law): popular tags, busy authors. */
  pickSkewed<T>(list: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(list: readonly T[], count: number, skewed?: boolean): T[];
  /** A key drawn by weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

/** mulberry32: tiny, fast and good enough for test data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the run's seed number with an item ordinal into one 32-bit state. */
export function mixSeed(seed: number, ordinal: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(ordinal + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)] as T;
  };
  // Squaring a uniform number piles the draws up at the start of the list.
  const pickSkewed = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('pick from an empty list');
    const u = next();
    return list[Math.floor(u * u * list.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    pickSkewed,
    sample<T>(list: readonly T[], count: number, skewed = false): T[] {
      const wanted = Math.min(count, list.length);
      const chosen = new Set<T>();
      // Bounded attempts: a skewed draw may keep hitting the same few items.
      for (let attempt = 0; chosen.size < wanted && attempt < wanted * 20; attempt++) chosen.add(skewed ? pickSkewed(list) : pick(list));
      return [...chosen];
    },
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let u = next() * total;
      for (const [key, w] of entries) {
        u -= w;
        if (u < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
