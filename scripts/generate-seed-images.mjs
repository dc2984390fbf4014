#!/usr/bin/env node
/**
 * Renders the demo seed's images into src/server/db/seed/images/ (committed, re-runnable):
 * editorial illustrations (1200×675 JPEG), abstract author headshot placeholders (400×400 JPEG)
 * and the two fictional brand logos (transparent PNG). Everything is drawn from SVG with sharp;
 * a fixed pseudo-random seed keeps the output stable between runs.
 *
 *   node scripts/generate-seed-images.mjs
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/server/db/seed/images');

const W = 1200;
const H = 675;
const JPEG = { quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' };

/** Mulberry32: small deterministic PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const linear = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
const radial = (id, stops, cx = 0.5, cy = 0.5, r = 0.6) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;
const glow = (id, std = 6) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

// ---------------------------------------------------------------- electronics illustrations

function circuitBoard() {
  const rand = rng(11);
  let traces = '';
  for (let i = 0; i < 34; i++) {
    let x = Math.round(rand() * 24) * 50;
    let y = Math.round(rand() * 14) * 50;
    let d = `M${x} ${y}`;
    for (let s = 0; s < 4; s++) {
      const len = 50 + Math.round(rand() * 4) * 50;
      const dir = Math.floor(rand() * 4);
      if (dir === 0) x += len;
      else if (dir === 1) y += len;
      else if (dir === 2) { x += len; y += len; }
      else { x += len; y -= len; }
      d += ` L${x} ${y}`;
    }
    const c = rand() > 0.8 ? '#ffd166' : '#5eead4';
    traces += `<path d="${d}" fill="none" stroke="${c}" stroke-width="${rand() > 0.7 ? 5 : 3}" stroke-linejoin="round" opacity="${r1(0.35 + rand() * 0.5)}"/>`;
    traces += `<circle cx="${x}" cy="${y}" r="7" fill="#0b3b3a" stroke="${c}" stroke-width="3"/>`;
  }
  const chip = `<g transform="translate(470 215)"><rect width="260" height="245" rx="14" fill="#111827" stroke="#5eead4" stroke-width="3"/>${Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${18 + i * 26}" y="-18" width="12" height="18" fill="#cbd5e1"/><rect x="${18 + i * 26}" y="245" width="12" height="18" fill="#cbd5e1"/>`,
  ).join('')}<rect x="40" y="40" width="180" height="165" rx="8" fill="url(#die)"/></g>`;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${traces}<rect width="${W}" height="${H}" fill="url(#vig)"/>${chip}`,
    linear('bg', [[0, '#064e3b'], [1, '#022c22']]) +
      radial('vig', [[0.5, '#000', 0], [1, '#000', 0.55]]) +
      linear('die', [[0, '#14b8a6'], [1, '#1e3a8a']]),
  );
}

function chipCloseup() {
  const rand = rng(22);
  let blocks = '';
  for (let gx = 0; gx < 8; gx++) {
    for (let gy = 0; gy < 6; gy++) {
      const hue = 200 + Math.round(rand() * 90);
      blocks += `<rect x="${gx * 46}" y="${gy * 46}" width="${40 + (rand() > 0.8 ? 46 : 0)}" height="40" rx="3" fill="hsl(${hue} 70% ${35 + Math.round(rand() * 25)}%)" opacity="0.9"/>`;
    }
  }
  const pins = Array.from({ length: 14 }, (_, i) => {
    const p = 175 + i * 32;
    return `<rect x="${p}" y="60" width="14" height="60" rx="3" fill="url(#pin)"/><rect x="${p}" y="555" width="14" height="60" rx="3" fill="url(#pin)"/>`;
  }).join('');
  const sidePins = Array.from({ length: 10 }, (_, i) => {
    const p = 160 + i * 38;
    return `<rect x="330" y="${p}" width="60" height="14" rx="3" fill="url(#pin)"/><rect x="810" y="${p}" width="60" height="14" rx="3" fill="url(#pin)"/>`;
  }).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="338" r="420" fill="url(#halo)"/>${pins}${sidePins}<rect x="380" y="110" width="440" height="455" rx="26" fill="#0f172a" stroke="#818cf8" stroke-width="3"/><g transform="translate(416 200)">${blocks}</g><circle cx="420" cy="150" r="10" fill="#334155"/>`,
    linear('bg', [[0, '#1e1b4b'], [1, '#4c1d95']]) +
      radial('halo', [[0, '#a78bfa', 0.55], [1, '#a78bfa', 0]]) +
      linear('pin', [[0, '#f8fafc'], [1, '#94a3b8']]),
  );
}

function waveformScope() {
  let grid = '';
  for (let x = 100; x <= 1100; x += 100) grid += `<line x1="${x}" y1="80" x2="${x}" y2="595" stroke="#1f5130" stroke-width="${x === 600 ? 2 : 1}"/>`;
  for (let y = 80; y <= 595; y += 64.4) grid += `<line x1="100" y1="${r1(y)}" x2="1100" y2="${r1(y)}" stroke="#1f5130" stroke-width="1"/>`;
  let sine = 'M100 240';
  for (let x = 100; x <= 1100; x += 8) sine += ` L${x} ${r1(240 + Math.sin((x - 100) / 55) * 90 * Math.exp(-(x - 100) / 1400))}`;
  let square = 'M100 470';
  let level = 470;
  for (let x = 100; x < 1100; x += 80) {
    const next = level === 470 ? 400 : 470;
    square += ` L${x} ${level} L${x + 4} ${next}`;
    level = next;
  }
  square += ` L1100 ${level}`;
  let noise = 'M100 540';
  const rand = rng(33);
  for (let x = 100; x <= 1100; x += 10) noise += ` L${x} ${r1(540 + (rand() - 0.5) * 26)}`;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#020617"/><rect x="80" y="60" width="1040" height="555" rx="18" fill="url(#screen)" stroke="#334155" stroke-width="6"/>${grid}<g filter="url(#g)"><path d="${sine}" fill="none" stroke="#facc15" stroke-width="4"/><path d="${square}" fill="none" stroke="#22d3ee" stroke-width="4"/><path d="${noise}" fill="none" stroke="#f472b6" stroke-width="3"/></g>`,
    linear('screen', [[0, '#052e16'], [1, '#03140b']]) + glow('g', 5),
  );
}

function batteryCells() {
  const cells = Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 165;
    const level = [0.92, 0.78, 0.64, 0.5, 0.35, 0.2][i];
    const fill = level > 0.6 ? '#34d399' : level > 0.3 ? '#fbbf24' : '#f87171';
    const h = 360 * level;
    return `<g transform="translate(${x} 150)"><rect x="40" y="-24" width="50" height="26" rx="5" fill="#cbd5e1"/><rect width="130" height="380" rx="22" fill="#0f172a" stroke="#e2e8f0" stroke-width="5"/><rect x="10" y="${r1(370 - h)}" width="110" height="${r1(h)}" rx="14" fill="${fill}" opacity="0.9"/><path d="M72 150 L48 200 L66 200 L56 245 L86 188 L68 188 Z" fill="#f8fafc" opacity="0.85"/></g>`;
  }).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><path d="M0 600 C300 560 900 640 1200 590 L1200 675 L0 675 Z" fill="#0b1220" opacity="0.6"/>${cells}`,
    linear('bg', [[0, '#0f766e'], [0.55, '#115e59'], [1, '#1e293b']]),
  );
}

function riscvDie() {
  const rand = rng(44);
  let cells = '';
  const palette = ['#f97316', '#fb923c', '#fdba74', '#1d4ed8', '#3b82f6', '#0ea5e9', '#facc15'];
  for (let i = 0; i < 70; i++) {
    const x = 300 + Math.floor(rand() * 12) * 50;
    const y = 60 + Math.floor(rand() * 11) * 50;
    const w = 50 * (1 + Math.floor(rand() * 3));
    const h = 50 * (1 + Math.floor(rand() * 2));
    cells += `<rect x="${x}" y="${y}" width="${Math.min(w, 900 - x)}" height="${Math.min(h, 615 - y)}" fill="${palette[Math.floor(rand() * palette.length)]}" opacity="${r1(0.25 + rand() * 0.5)}" stroke="#0f172a" stroke-width="2"/>`;
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="290" y="50" width="620" height="575" rx="10" fill="#0f172a"/>${cells}<rect x="290" y="50" width="620" height="575" rx="10" fill="none" stroke="#fbbf24" stroke-width="4"/><rect width="${W}" height="${H}" fill="url(#shine)"/>`,
    linear('bg', [[0, '#172554'], [1, '#431407']]) + linear('shine', [[0, '#fff', 0.18], [0.5, '#fff', 0], [1, '#fff', 0.08]], 1, 0.4),
  );
}

function evPowertrain() {
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g stroke="#38bdf8" stroke-width="2" opacity="0.35">${Array.from({ length: 12 }, (_, i) => `<line x1="0" y1="${480 + i * 16}" x2="${W}" y2="${480 + i * 16}"/>`).join('')}</g>
<path d="M180 430 C220 330 330 300 430 290 L560 220 C640 190 780 190 860 225 L990 300 C1050 310 1080 350 1080 430 Z" fill="#0f172a" stroke="#e0f2fe" stroke-width="5"/>
<path d="M470 290 L580 235 C640 215 760 215 820 240 L900 290 Z" fill="#38bdf8" opacity="0.35"/>
<rect x="360" y="390" width="500" height="40" rx="8" fill="#22c55e" opacity="0.85"/>
<g fill="none" stroke="#facc15" stroke-width="4" filter="url(#g)"><path d="M440 410 L440 350 L600 350"/><path d="M780 410 L780 350 L640 350"/></g>
<rect x="590" y="325" width="60" height="50" rx="8" fill="#facc15"/>
<circle cx="330" cy="440" r="70" fill="#020617" stroke="#e2e8f0" stroke-width="8"/><circle cx="330" cy="440" r="28" fill="#64748b"/>
<circle cx="930" cy="440" r="70" fill="#020617" stroke="#e2e8f0" stroke-width="8"/><circle cx="930" cy="440" r="28" fill="#64748b"/>`,
    linear('bg', [[0, '#0c4a6e'], [1, '#082f49']], 0, 1) + glow('g', 4),
  );
}

function rfAntenna() {
  const rings = Array.from({ length: 7 }, (_, i) => `<circle cx="600" cy="250" r="${70 + i * 70}" fill="none" stroke="#f0abfc" stroke-width="${6 - i * 0.6}" opacity="${r1(0.85 - i * 0.11)}"/>`).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${rings}<g stroke="#f8fafc" stroke-width="6" fill="none"><path d="M600 250 L520 640 M600 250 L680 640 M548 505 L652 505 M565 420 L635 420 M580 340 L620 340 M530 580 L670 580"/></g><circle cx="600" cy="250" r="16" fill="#fdf4ff" filter="url(#g)"/>`,
    linear('bg', [[0, '#581c87'], [1, '#0f172a']], 0.3, 1) + glow('g', 8),
  );
}

function meshNetwork() {
  const rand = rng(55);
  const nodes = Array.from({ length: 38 }, () => [Math.round(rand() * W), Math.round(rand() * H)]);
  let edges = '';
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const [ax, ay] = nodes[i];
      const [bx, by] = nodes[j];
      if (Math.hypot(ax - bx, ay - by) < 210) edges += `<line x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}"/>`;
    }
  }
  const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 5 === 0 ? 11 : 6}"/>`).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><g stroke="#67e8f9" stroke-width="2" opacity="0.45">${edges}</g><g fill="#a5f3fc" filter="url(#g)">${dots}</g>`,
    linear('bg', [[0, '#083344'], [1, '#1e1b4b']]) + glow('g', 5),
  );
}

function eventStage() {
  const rand = rng(66);
  let seats = '';
  for (let row = 0; row < 5; row++) {
    const y = 560 + row * 26;
    for (let x = -20 + (row % 2) * 22; x < W + 20; x += 44) {
      seats += `<circle cx="${x}" cy="${y - 18 - rand() * 4}" r="15"/><rect x="${x - 20}" y="${y - 6}" width="40" height="40" rx="12"/>`;
    }
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><polygon points="250,0 330,0 520,520 160,520" fill="url(#beam)"/><polygon points="870,0 950,0 1040,520 680,520" fill="url(#beam)"/><rect x="330" y="120" width="540" height="300" rx="10" fill="#1e3a8a" stroke="#93c5fd" stroke-width="4"/><g fill="none" stroke="#bfdbfe" stroke-width="6"><path d="M380 340 L470 260 L550 300 L650 200 L740 240 L820 170"/></g><rect x="120" y="480" width="960" height="30" fill="#1e293b"/><g fill="#020617">${seats}</g>`,
    linear('bg', [[0, '#312e81'], [1, '#0b1026']], 0, 1) + linear('beam', [[0, '#fde68a', 0.55], [1, '#fde68a', 0]], 0, 1),
  );
}

function webinarScreen() {
  const tiles = [
    [0, 0, '#0ea5e9'],
    [1, 0, '#8b5cf6'],
    [0, 1, '#10b981'],
    [1, 1, '#f59e0b'],
  ]
    .map(([cx, cy, c]) => {
      const x = 345 + cx * 258;
      const y = 135 + cy * 170;
      return `<rect x="${x}" y="${y}" width="250" height="162" rx="10" fill="${c}" opacity="0.85"/><circle cx="${x + 125}" cy="${y + 62}" r="30" fill="#f8fafc" opacity="0.9"/><path d="M${x + 70} ${y + 162} C${x + 80} ${y + 100} ${x + 170} ${y + 100} ${x + 180} ${y + 162} Z" fill="#f8fafc" opacity="0.9"/>`;
    })
    .join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="1040" cy="110" r="180" fill="#f472b6" opacity="0.18"/><circle cx="140" cy="600" r="220" fill="#38bdf8" opacity="0.16"/><rect x="315" y="105" width="570" height="400" rx="22" fill="#0f172a" stroke="#cbd5e1" stroke-width="6"/>${tiles}<path d="M230 505 L970 505 L1020 560 L180 560 Z" fill="#cbd5e1"/><rect x="540" y="520" width="120" height="14" rx="7" fill="#94a3b8"/>`,
    linear('bg', [[0, '#1e293b'], [1, '#0f172a']]),
  );
}

// ---------------------------------------------------------------- logistics illustrations

function truckHighway() {
  const dashes = Array.from({ length: 9 }, (_, i) => {
    const t = i / 9;
    const y = 440 + t * t * 235;
    const w = 6 + t * 30;
    return `<rect x="${r1(600 - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(10 + t * 30)}" fill="#fde68a"/>`;
  }).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="600" cy="420" r="120" fill="#fde68a" opacity="0.9"/><path d="M0 440 L330 360 L520 420 L760 350 L1200 430 L1200 440 Z" fill="#7c2d12" opacity="0.65"/><polygon points="560,440 640,440 1200,675 0,675" fill="#1f2937"/>${dashes}
<g transform="translate(700 430)"><rect x="0" y="0" width="330" height="140" rx="6" fill="#e5e7eb"/><rect x="0" y="0" width="330" height="18" fill="#0ea5e9"/><path d="M330 40 L410 40 L460 95 L460 140 L330 140 Z" fill="#0369a1"/><path d="M345 52 L400 52 L440 95 L345 95 Z" fill="#bae6fd"/><circle cx="70" cy="150" r="30" fill="#111827"/><circle cx="140" cy="150" r="30" fill="#111827"/><circle cx="400" cy="150" r="30" fill="#111827"/><circle cx="70" cy="150" r="11" fill="#9ca3af"/><circle cx="140" cy="150" r="11" fill="#9ca3af"/><circle cx="400" cy="150" r="11" fill="#9ca3af"/></g>`,
    linear('sky', [[0, '#1e3a8a'], [0.55, '#f97316'], [1, '#fbbf24']], 0, 1),
  );
}

function warehouseRacks() {
  let racks = '';
  for (let side = -1; side <= 1; side += 2) {
    // Far racks first so that the nearer ones overlap them.
    for (let i = 4; i >= 0; i--) {
      const s = 1 - i * 0.17;
      const x = 600 + side * (150 + 300 * s);
      const w = 190 * s;
      const top = 338 - 300 * s;
      const h = 600 * s;
      const rx = side < 0 ? x - w : x;
      racks += `<rect x="${r1(rx)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="#1e293b" stroke="#f59e0b" stroke-width="${r1(4 * s)}"/>`;
      for (let shelf = 1; shelf < 4; shelf++) {
        const y = top + (h / 4) * shelf;
        racks += `<line x1="${r1(rx)}" y1="${r1(y)}" x2="${r1(rx + w)}" y2="${r1(y)}" stroke="#f59e0b" stroke-width="${r1(5 * s)}"/>`;
        racks += `<rect x="${r1(rx + w * 0.12)}" y="${r1(y - h * 0.17)}" width="${r1(w * 0.34)}" height="${r1(h * 0.17)}" fill="#b45309"/><rect x="${r1(rx + w * 0.52)}" y="${r1(y - h * 0.13)}" width="${r1(w * 0.36)}" height="${r1(h * 0.13)}" fill="#d97706"/>`;
      }
    }
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><polygon points="520,338 680,338 1200,675 0,675" fill="#334155"/><line x1="600" y1="338" x2="600" y2="675" stroke="#facc15" stroke-width="6" stroke-dasharray="30 22"/>${racks}<rect width="${W}" height="40" fill="#e2e8f0" opacity="0.25"/>`,
    linear('bg', [[0, '#0f172a'], [1, '#475569']], 0, 1),
  );
}

function cityDelivery() {
  const rand = rng(77);
  let skyline = '';
  let x = 0;
  while (x < W) {
    const w = 60 + Math.round(rand() * 80);
    const h = 150 + Math.round(rand() * 260);
    skyline += `<rect x="${x}" y="${500 - h}" width="${w - 6}" height="${h}" fill="#1e293b"/>`;
    for (let wy = 520 - h; wy < 480; wy += 34) {
      for (let wx = x + 10; wx < x + w - 20; wx += 22) {
        if (rand() > 0.62) skyline += `<rect x="${wx}" y="${wy}" width="10" height="14" fill="#fde68a" opacity="0.8"/>`;
      }
    }
    x += w;
  }
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${skyline}<rect y="500" width="${W}" height="175" fill="#111827"/><path d="M0 590 L1200 590" stroke="#e5e7eb" stroke-width="5" stroke-dasharray="40 30"/><path d="M60 470 C260 330 420 420 600 300 S960 200 1130 120" fill="none" stroke="#22d3ee" stroke-width="6" stroke-dasharray="14 12" filter="url(#g)"/><circle cx="1130" cy="120" r="16" fill="#22d3ee"/>
<g transform="translate(430 510)"><path d="M0 20 L230 20 L230 110 L0 110 Z" fill="#f8fafc"/><path d="M230 40 L300 40 L330 80 L330 110 L230 110 Z" fill="#f97316"/><path d="M240 50 L292 50 L314 80 L240 80 Z" fill="#bae6fd"/><rect x="0" y="60" width="230" height="12" fill="#f97316"/><circle cx="60" cy="115" r="24" fill="#020617"/><circle cx="275" cy="115" r="24" fill="#020617"/></g>`,
    linear('bg', [[0, '#4338ca'], [1, '#f472b6']], 0, 1) + glow('g', 5),
  );
}

function fleetMap() {
  const rand = rng(88);
  let roads = '';
  for (let i = 0; i < 16; i++) {
    const y = Math.round(rand() * H);
    roads += `<path d="M0 ${y} C300 ${y + (rand() - 0.5) * 200} 900 ${y + (rand() - 0.5) * 200} 1200 ${y + (rand() - 0.5) * 120}" stroke="#cbd5e1" stroke-width="${rand() > 0.7 ? 8 : 3}" fill="none" opacity="0.7"/>`;
  }
  for (let i = 0; i < 10; i++) {
    const x = Math.round(rand() * W);
    roads += `<path d="M${x} 0 L${x + (rand() - 0.5) * 300} ${H}" stroke="#cbd5e1" stroke-width="3" fill="none" opacity="0.6"/>`;
  }
  const pin = (x, y, c) => `<g transform="translate(${x} ${y})"><path d="M0 0 C-28 -40 -28 -70 0 -70 C28 -70 28 -40 0 0 Z" fill="${c}"/><circle cx="0" cy="-48" r="10" fill="#fff"/></g>`;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#e2e8f0"/><path d="M0 0 L420 0 C380 180 300 260 0 300 Z" fill="#bfdbfe"/><path d="M820 675 C860 520 1000 460 1200 470 L1200 675 Z" fill="#bbf7d0"/>${roads}<path d="M160 560 C320 500 380 380 560 360 S860 260 1020 150" fill="none" stroke="#2563eb" stroke-width="10" stroke-linecap="round"/>${pin(160, 560, '#16a34a')}${pin(560, 360, '#f59e0b')}${pin(1020, 150, '#dc2626')}`,
  );
}

function evChargingDepot() {
  const chargers = Array.from({ length: 4 }, (_, i) => {
    const x = 180 + i * 240;
    return `<g transform="translate(${x} 250)"><rect width="90" height="230" rx="14" fill="#f8fafc"/><rect x="15" y="25" width="60" height="60" rx="8" fill="#22c55e"/><path d="M50 35 L34 60 L46 60 L40 78 L58 52 L46 52 Z" fill="#f8fafc"/><path d="M90 140 C150 140 150 250 200 260" fill="none" stroke="#0f172a" stroke-width="8"/></g>`;
  }).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="480" width="${W}" height="195" fill="#14532d"/><g stroke="#f8fafc" stroke-width="5" opacity="0.7">${Array.from({ length: 6 }, (_, i) => `<line x1="${120 + i * 240}" y1="500" x2="${60 + i * 240}" y2="675"/>`).join('')}</g>${chargers}<path d="M0 120 L1200 60" stroke="#f8fafc" stroke-width="3" opacity="0.4"/>`,
    linear('bg', [[0, '#059669'], [1, '#0f766e']], 0.2, 1),
  );
}

// ---------------------------------------------------------------- headshots and logos

function headshot([a, b], skin, hairPath) {
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="200" r="190" fill="#fff" opacity="0.08"/><path d="M70 400 C80 300 140 265 200 265 C260 265 320 300 330 400 Z" fill="#1f2937" opacity="0.9"/><circle cx="200" cy="170" r="75" fill="${skin}"/>${hairPath}`,
    linear('bg', [[0, a], [1, b]]),
  );
}

const HAIR = {
  short: '<path d="M125 165 C120 95 180 80 215 88 C265 95 285 130 275 170 C262 135 230 118 200 118 C170 118 140 130 125 165 Z" fill="#111827" opacity="0.85"/>',
  long: '<path d="M120 250 C100 160 130 90 200 90 C270 90 300 160 280 250 C270 200 262 150 200 128 C140 150 130 200 120 250 Z" fill="#3f2a1d" opacity="0.9"/>',
  bun: '<circle cx="200" cy="88" r="30" fill="#78350f"/><path d="M128 160 C130 110 165 95 200 95 C235 95 270 110 272 160 C250 130 225 122 200 122 C175 122 150 130 128 160 Z" fill="#78350f"/>',
  none: '',
};

function logo({ mark, name, tagline, color, accent }) {
  return svg(
    400,
    80,
    `${mark(color, accent)}<text x="92" y="44" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="26" fill="${color}">${name}</text><text x="93" y="66" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="13" letter-spacing="2" fill="${accent}">${tagline}</text>`,
  );
}

const edrMark = (c, a) =>
  `<g transform="translate(14 12)"><rect width="56" height="56" rx="10" fill="${c}"/><g stroke="${a}" stroke-width="4" fill="none"><path d="M10 28 L20 28 L24 16 L32 40 L36 28 L46 28"/></g><g fill="${a}"><rect x="-6" y="14" width="6" height="4"/><rect x="-6" y="26" width="6" height="4"/><rect x="-6" y="38" width="6" height="4"/><rect x="56" y="14" width="6" height="4"/><rect x="56" y="26" width="6" height="4"/><rect x="56" y="38" width="6" height="4"/></g></g>`;
const fotMark = (c, a) =>
  `<g transform="translate(10 14)"><rect x="0" y="8" width="40" height="30" rx="4" fill="${c}"/><path d="M40 16 L56 16 L66 28 L66 38 L40 38 Z" fill="${a}"/><circle cx="14" cy="44" r="8" fill="${c}"/><circle cx="54" cy="44" r="8" fill="${c}"/><circle cx="14" cy="44" r="3" fill="#fff"/><circle cx="54" cy="44" r="3" fill="#fff"/></g>`;

// ---------------------------------------------------------------- outputs

const ILLUSTRATIONS = [
  ['circuit-board.jpg', circuitBoard],
  ['chip-package.jpg', chipCloseup],
  ['oscilloscope-waveforms.jpg', waveformScope],
  ['battery-cells.jpg', batteryCells],
  ['risc-v-die.jpg', riscvDie],
  ['ev-powertrain.jpg', evPowertrain],
  ['rf-antenna.jpg', rfAntenna],
  ['mesh-network.jpg', meshNetwork],
  ['conference-stage.jpg', eventStage],
  ['webinar-screen.jpg', webinarScreen],
  ['truck-highway.jpg', truckHighway],
  ['warehouse-racks.jpg', warehouseRacks],
  ['city-delivery.jpg', cityDelivery],
  ['fleet-route-map.jpg', fleetMap],
  ['ev-charging-depot.jpg', evChargingDepot],
];

const HEADSHOTS = [
  ['headshot-1.jpg', ['#0ea5e9', '#1e3a8a'], '#f1c9a5', HAIR.short],
  ['headshot-2.jpg', ['#f472b6', '#7c3aed'], '#8d5524', HAIR.long],
  ['headshot-3.jpg', ['#34d399', '#065f46'], '#e0ac69', HAIR.none],
  ['headshot-4.jpg', ['#fbbf24', '#b45309'], '#c68642', HAIR.bun],
  ['headshot-5.jpg', ['#a78bfa', '#312e81'], '#ffdbac', HAIR.long],
  ['headshot-6.jpg', ['#94a3b8', '#0f172a'], '#6b4226', HAIR.short],
];

const LOGOS = [
  ['edr-logo.png', { mark: edrMark, name: 'Electronic Design', tagline: 'REVIEW', color: '#0f3d91', accent: '#14b8a6' }],
  ['fot-logo.png', { mark: fotMark, name: 'Fleet Operations', tagline: 'TODAY', color: '#1f2937', accent: '#f97316' }],
];

async function main() {
  await mkdir(outDir, { recursive: true });
  for (const [file, draw] of ILLUSTRATIONS) {
    await sharp(Buffer.from(draw())).jpeg(JPEG).toFile(path.join(outDir, file));
  }
  for (const [file, colors, skin, hair] of HEADSHOTS) {
    await sharp(Buffer.from(headshot(colors, skin, hair))).jpeg({ ...JPEG, quality: 70 }).toFile(path.join(outDir, file));
  }
  for (const [file, options] of LOGOS) {
    await sharp(Buffer.from(logo(options))).png({ compressionLevel: 9, palette: true }).toFile(path.join(outDir, file));
  }
  let total = 0;
  for (const file of (await readdir(outDir)).sort()) {
    const { size } = await stat(path.join(outDir, file));
    total += size;
    console.log(`${file.padEnd(28)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`total${' '.repeat(23)} ${(total / 1024).toFixed(1).padStart(6)} KB`);
}

await main();
