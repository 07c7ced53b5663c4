#!/usr/bin/env node
// Draws the demo data's pictures, painted on a canvas in headless Chromium and encoded as WebP
// (3:2): one scene per room type of mocks/db/seed.ts (mocks/assets/rooms/<code>-<width>.webp,
// 480 and 960 px wide), one per extra (mocks/assets/extras/<code>-<width>.webp, 240 and 480) and
// one per hotel's front (mocks/assets/hotels/<code>-<width>.webp, 480, 960 and 1440).
// The demo hotels have no photographs we may ship, so these illustrations stand in for them:
// the same sizes, format and alt texts (mocks/pictures.ts) a real hotel's photos would have.
// The pictures are committed; run this only to change them:
//   node scripts/draw-demo-pictures.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** One scene per room type code: what the room holds and what its window looks onto. */
const SCENES = {
  sgl: { wall: '#e9e2d6', throw: '#23415a', bed: 'single', view: 'sea', art: true },
  cld: { wall: '#efe6da', throw: '#0b4f6c', bed: 'double', view: 'sea', art: true },
  ssv: { wall: '#e4edf0', throw: '#1f6f78', bed: 'double', view: 'sea', wideWindow: true },
  dkb: { wall: '#ede4d3', throw: '#8a5a3c', bed: 'king', view: 'balcony' },
  jst: { wall: '#e7e1ec', throw: '#4b3f72', bed: 'king', view: 'sea', armchair: true, art: true },
  phs: { wall: '#34424d', throw: '#b08d57', bed: 'king', view: 'sunset', wideWindow: true, sofa: true },
  fam: { wall: '#f1eadf', throw: '#b5473f', bed: 'family', view: 'sea' },
  lst: { wall: '#9c5b43', throw: '#2f4858', bed: 'double', view: 'city', bricks: true },
  ldb: { wall: '#b9b5ae', throw: '#c07a2c', bed: 'double', view: 'cityNight', art: true },
  l2b: { wall: '#d9d2c5', throw: '#3d2c8d', bed: 'double', view: 'city', sofa: true },
  hdb: { wall: '#e2ebe7', throw: '#234e52', bed: 'double', view: 'harbour', art: true },
  hst: { wall: '#dfe6ee', throw: '#2c4a6e', bed: 'king', view: 'harbour', wideWindow: true, armchair: true },
  kpr: { wall: '#c9b18b', throw: '#7a2e2e', bed: 'double', view: 'lighthouse', panels: true },
  lan: { wall: '#e8e0d2', throw: '#7a2e2e', bed: 'double', view: 'lighthouseNight', round: true },
};

/**
 * Runs in the page once: the drawing kit every painter below uses (`art.start(W, H)`): a canvas
 * with helpers for gradients, shapes and light, and `renditions`, the WebP files at each width.
 */
function installArt() {
  window.art = {
    start(W, H) {
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      const c = canvas.getContext('2d');
      const filled = (colour) => {
        c.fillStyle = colour;
        c.fill();
      };
      return {
        c,
        shade(hex, amount) {
          const n = parseInt(hex.slice(1), 16);
          const ch = (v) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
          return `rgb(${ch(n >> 16)}, ${ch((n >> 8) & 255)}, ${ch(n & 255)})`;
        },
        linear(x0, y0, x1, y1, stops) {
          const g = c.createLinearGradient(x0, y0, x1, y1);
          stops.forEach(([at, colour]) => g.addColorStop(at, colour));
          return g;
        },
        box(x, y, w, h, colour) {
          c.fillStyle = colour;
          c.fillRect(x, y, w, h);
        },
        roundRect(x, y, w, h, r, colour) {
          c.beginPath();
          c.roundRect(x, y, w, h, r);
          filled(colour);
        },
        /** a filled shape through the points, in order */
        polygon(points, colour) {
          c.beginPath();
          points.forEach(([x, y], i) => (i ? c.lineTo(x, y) : c.moveTo(x, y)));
          c.closePath();
          filled(colour);
        },
        circle(x, y, r, colour) {
          c.beginPath();
          c.arc(x, y, r, 0, Math.PI * 2);
          filled(colour);
        },
        ellipse(x, y, rx, ry, colour) {
          c.beginPath();
          c.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
          filled(colour);
        },
        /** light spreading from a point over the whole picture */
        glow(x, y, r, colour) {
          const g = c.createRadialGradient(x, y, 2, x, y, r);
          g.addColorStop(0, colour);
          g.addColorStop(1, 'rgba(0, 0, 0, 0)');
          c.fillStyle = g;
          c.fillRect(0, 0, W, H);
        },
        /** the picture as WebP data URLs, one per width, the aspect ratio kept */
        renditions(widths, quality) {
          return widths.map((width) => {
            const out = document.createElement('canvas');
            out.width = width;
            out.height = Math.round((width * H) / W);
            const o = out.getContext('2d');
            o.imageSmoothingQuality = 'high';
            o.drawImage(canvas, 0, 0, out.width, out.height);
            return out.toDataURL('image/webp', quality);
          });
        },
      };
    },
  };
}

/** Runs in the page: paints one scene on a 960 x 640 canvas and returns WebP data URLs. */
function paint({ scene, widths }) {
  const W = 960;
  const H = 640;
  const { c, shade, linear, roundRect, polygon, renditions } = window.art.start(W, H);
  const floorY = 470;

  // the wall, lit from the window
  c.fillStyle = linear(0, 0, W, 0, [
    [0, shade(scene.wall, -0.08)],
    [0.5, shade(scene.wall, 0.03)],
    [1, shade(scene.wall, -0.1)],
  ]);
  c.fillRect(0, 0, W, floorY);
  if (scene.bricks) {
    c.strokeStyle = shade(scene.wall, -0.12);
    c.lineWidth = 2;
    for (let y = 0, row = 0; y < floorY; y += 26, row++) {
      c.beginPath();
      c.moveTo(0, y);
      c.lineTo(W, y);
      c.stroke();
      for (let x = row % 2 ? 0 : 40; x < W; x += 80) {
        c.beginPath();
        c.moveTo(x, y);
        c.lineTo(x, y + 26);
        c.stroke();
      }
    }
  }
  if (scene.panels) {
    c.strokeStyle = shade(scene.wall, -0.14);
    c.lineWidth = 3;
    for (let x = 0; x < W; x += 64) {
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x, floorY);
      c.stroke();
    }
  }
  // skirting and floor boards
  c.fillStyle = shade(scene.wall, -0.2);
  c.fillRect(0, floorY - 12, W, 12);
  c.fillStyle = linear(0, floorY, 0, H, [
    [0, '#a9825c'],
    [1, '#6f4e33'],
  ]);
  c.fillRect(0, floorY, W, H - floorY);
  c.strokeStyle = 'rgba(60, 38, 20, 0.25)';
  c.lineWidth = 2;
  for (let i = -12; i <= 12; i++) {
    c.beginPath();
    c.moveTo(W / 2 + i * 30, floorY);
    c.lineTo(W / 2 + i * 95, H);
    c.stroke();
  }

  // the window and what it looks onto
  const win = scene.wideWindow
    ? { x: 250, y: 60, w: 460, h: 260 }
    : scene.view === 'balcony'
      ? { x: 610, y: 50, w: 230, h: 408 }
      : { x: 340, y: 60, w: 280, h: 250 };
  const round = scene.round;
  c.save();
  c.beginPath();
  if (round) c.arc(480, 170, 105, 0, Math.PI * 2);
  else c.rect(win.x, win.y, win.w, win.h);
  c.clip();
  paintView(scene.view, win);
  c.restore();
  c.lineWidth = 14;
  c.strokeStyle = '#f7f4ee';
  if (round) {
    c.beginPath();
    c.arc(480, 170, 105, 0, Math.PI * 2);
    c.stroke();
  } else {
    c.strokeRect(win.x, win.y, win.w, win.h);
    c.lineWidth = 8;
    c.beginPath();
    c.moveTo(win.x + win.w / 2, win.y);
    c.lineTo(win.x + win.w / 2, win.y + win.h);
    c.stroke();
    // curtains
    for (const side of [-1, 1]) {
      const x = side < 0 ? win.x - 70 : win.x + win.w + 10;
      c.fillStyle = linear(x, 0, x + 60, 0, [
        [0, shade(scene.throw, 0.28)],
        [0.5, shade(scene.throw, 0.4)],
        [1, shade(scene.throw, 0.22)],
      ]);
      c.fillRect(x, win.y - 30, 60, Math.min(floorY - win.y + 10, win.h + 120));
    }
    c.fillStyle = '#5b4a3a';
    c.fillRect(win.x - 85, win.y - 36, win.w + 170, 8);
  }

  if (scene.art) {
    roundRect(90, 110, 130, 100, 4, '#3b3024');
    c.fillStyle = linear(100, 120, 210, 200, [
      [0, '#cfe3e8'],
      [1, shade(scene.throw, 0.2)],
    ]);
    c.fillRect(100, 120, 110, 80);
  }

  // soft light pooling on the floor from the window
  c.fillStyle = 'rgba(255, 250, 235, 0.12)';
  c.beginPath();
  c.ellipse(480, 560, 360, 70, 0, 0, Math.PI * 2);
  c.fill();

  // rug
  c.globalAlpha = 0.5;
  c.fillStyle = shade(scene.throw, 0.15);
  c.beginPath();
  c.ellipse(480, 585, 330, 48, 0, 0, Math.PI * 2);
  c.fill();
  c.globalAlpha = 1;

  if (scene.sofa) sofa(70, 400, scene);
  if (scene.armchair) armchair(790, 410, scene);

  if (scene.bed === 'family') {
    bed(380, 220, scene);
    bed(760, 130, scene, true);
  } else {
    const width = { single: 150, double: 250, king: 310 }[scene.bed];
    const cx = scene.view === 'balcony' ? 370 : 480;
    bed(cx, width, scene);
    bedside(cx - width / 2 - 80);
    bedside(cx + width / 2 + 14);
  }

  // a gentle vignette, as a camera would see it
  const v = c.createRadialGradient(W / 2, H / 2, 260, W / 2, H / 2, 620);
  v.addColorStop(0, 'rgba(0, 0, 0, 0)');
  v.addColorStop(1, 'rgba(0, 0, 0, 0.28)');
  c.fillStyle = v;
  c.fillRect(0, 0, W, H);

  function paintView(view, w) {
    const night = view === 'cityNight' || view === 'lighthouseNight';
    const sunset = view === 'sunset';
    const horizon = w.y + w.h * 0.58;
    c.fillStyle = linear(
      0,
      w.y,
      0,
      horizon,
      night
        ? [
            [0, '#0c1633'],
            [1, '#2b3a67'],
          ]
        : sunset
          ? [
              [0, '#f6b26b'],
              [0.6, '#f9d8a7'],
              [1, '#fce9cf'],
            ]
          : [
              [0, '#7fb6d9'],
              [1, '#d6ecf5'],
            ],
    );
    c.fillRect(0, 0, W, H);
    if (view === 'city' || view === 'cityNight') {
      for (let i = 0, x = w.x - 10; x < w.x + w.w; i++) {
        const bw = 34 + ((i * 37) % 40);
        const bh = 60 + ((i * 53) % 120);
        c.fillStyle = night ? '#111a2e' : ['#8796a5', '#6d7e8f', '#9aa6b2'][i % 3];
        c.fillRect(x, w.y + w.h - bh, bw, bh);
        c.fillStyle = night ? '#ffd77a' : 'rgba(255,255,255,0.55)';
        for (let wy = w.y + w.h - bh + 10; wy < w.y + w.h - 8; wy += 16) {
          for (let wx = x + 6; wx < x + bw - 8; wx += 12) {
            if ((wx * 7 + wy * 3 + i) % 5 < (night ? 2 : 3)) c.fillRect(wx, wy, 5, 7);
          }
        }
        x += bw + 4;
      }
      return;
    }
    // the sea
    c.fillStyle = linear(
      0,
      horizon,
      0,
      w.y + w.h,
      night
        ? [
            [0, '#1d2a52'],
            [1, '#0b1330'],
          ]
        : sunset
          ? [
              [0, '#d9825b'],
              [1, '#5a4a6b'],
            ]
          : [
              [0, '#2f7fa6'],
              [1, '#0b4f6c'],
            ],
    );
    c.fillRect(0, horizon, W, H);
    if (sunset) {
      const sun = c.createRadialGradient(w.x + w.w * 0.7, horizon, 5, w.x + w.w * 0.7, horizon, 90);
      sun.addColorStop(0, 'rgba(255, 240, 200, 1)');
      sun.addColorStop(1, 'rgba(255, 200, 120, 0)');
      c.fillStyle = sun;
      c.fillRect(0, 0, W, H);
    }
    c.strokeStyle = night ? 'rgba(255,255,255,0.15)' : 'rgba(255,255,255,0.35)';
    c.lineWidth = 2;
    for (let y = horizon + 12; y < w.y + w.h; y += 14) {
      c.beginPath();
      c.moveTo(w.x + ((y * 13) % 60), y);
      c.lineTo(w.x + ((y * 13) % 60) + 50, y);
      c.moveTo(w.x + w.w / 2 + ((y * 7) % 50), y);
      c.lineTo(w.x + w.w / 2 + ((y * 7) % 50) + 40, y);
      c.stroke();
    }
    if (view === 'harbour') {
      c.fillStyle = '#7b6a58';
      c.fillRect(w.x, horizon - 10, w.w, 14);
      for (const bx of [0.2, 0.5, 0.78]) {
        const x = w.x + w.w * bx;
        polygon(
          [
            [x - 30, horizon + 22],
            [x + 30, horizon + 22],
            [x + 22, horizon + 34],
            [x - 22, horizon + 34],
          ],
          '#f4f1ea',
        );
        c.strokeStyle = '#4a4a4a';
        c.lineWidth = 2;
        c.beginPath();
        c.moveTo(x, horizon + 22);
        c.lineTo(x, horizon - 40);
        c.stroke();
      }
    }
    if (view === 'lighthouse' || view === 'lighthouseNight') {
      const x = w.x + w.w * (round ? 0.62 : 0.72);
      c.fillStyle = night ? '#2c2f3a' : '#5d6b4f';
      c.beginPath();
      c.ellipse(x, horizon + 6, 70, 16, 0, Math.PI, 0);
      c.fill();
      polygon(
        [
          [x - 14, horizon],
          [x + 14, horizon],
          [x + 9, horizon - 80],
          [x - 9, horizon - 80],
        ],
        '#f4f1ea',
      );
      c.fillStyle = '#b5473f';
      c.fillRect(x - 12, horizon - 45, 24, 12);
      c.fillRect(x - 10, horizon - 92, 20, 12);
      if (night) {
        const beam = c.createRadialGradient(x, horizon - 86, 2, x, horizon - 86, 70);
        beam.addColorStop(0, 'rgba(255, 236, 160, 0.95)');
        beam.addColorStop(1, 'rgba(255, 236, 160, 0)');
        c.fillStyle = beam;
        c.fillRect(0, 0, W, H);
      }
    }
    if (view === 'balcony') {
      c.strokeStyle = '#3c3c3c';
      c.lineWidth = 4;
      c.strokeRect(w.x, w.y + w.h - 120, w.w, 2);
      for (let x = w.x + 12; x < w.x + w.w; x += 22) {
        c.beginPath();
        c.moveTo(x, w.y + w.h - 120);
        c.lineTo(x, w.y + w.h);
        c.stroke();
      }
    }
  }

  function bed(cx, width, s, small = false) {
    const top = small ? 300 : 250;
    // headboard
    roundRect(cx - width / 2 - 12, top, width + 24, 170, 18, shade(s.throw, -0.05));
    // pillows
    const pillows = width > 200 ? 2 : 1;
    for (let i = 0; i < pillows; i++) {
      const pw = width / pillows - 24;
      roundRect(cx - width / 2 + 12 + i * (pw + 24), top + 70, pw, 46, 16, '#fbfaf7');
      roundRect(cx - width / 2 + 12 + i * (pw + 24), top + 104, pw, 10, 5, 'rgba(0,0,0,0.05)');
    }
    // duvet, seen from the foot of the bed
    c.fillStyle = linear(0, top + 110, 0, floorY + 60, [
      [0, '#ffffff'],
      [1, '#dcdad4'],
    ]);
    c.beginPath();
    c.moveTo(cx - width / 2 - 6, top + 110);
    c.lineTo(cx + width / 2 + 6, top + 110);
    c.lineTo(cx + width / 2 + 40, floorY + 50);
    c.lineTo(cx - width / 2 - 40, floorY + 50);
    c.closePath();
    c.fill();
    // the throw across the foot
    c.fillStyle = s.throw;
    c.beginPath();
    c.moveTo(cx - width / 2 - 26, floorY + 5);
    c.lineTo(cx + width / 2 + 26, floorY + 5);
    c.lineTo(cx + width / 2 + 40, floorY + 50);
    c.lineTo(cx - width / 2 - 40, floorY + 50);
    c.closePath();
    c.fill();
    // base and its shadow
    c.fillStyle = 'rgba(0, 0, 0, 0.25)';
    c.beginPath();
    c.ellipse(cx, floorY + 80, width / 2 + 70, 16, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = shade(s.throw, -0.25);
    c.fillRect(cx - width / 2 - 40, floorY + 50, width + 80, 26);
  }

  function bedside(x) {
    roundRect(x, 400, 66, 72, 4, '#7a5a3f');
    c.fillStyle = 'rgba(0,0,0,0.15)';
    c.fillRect(x + 6, 430, 54, 2);
    // lamp and its glow
    const glow = c.createRadialGradient(x + 33, 350, 4, x + 33, 350, 90);
    glow.addColorStop(0, 'rgba(255, 226, 160, 0.55)');
    glow.addColorStop(1, 'rgba(255, 226, 160, 0)');
    c.fillStyle = glow;
    c.fillRect(x - 60, 260, 190, 180);
    c.fillStyle = '#3b3024';
    c.fillRect(x + 30, 360, 6, 40);
    polygon(
      [
        [x + 16, 362],
        [x + 50, 362],
        [x + 44, 330],
        [x + 22, 330],
      ],
      '#f5e6c4',
    );
  }

  function sofa(x, y, s) {
    roundRect(x, y, 190, 60, 14, shade(s.throw, 0.15));
    roundRect(x - 10, y + 40, 210, 60, 14, shade(s.throw, 0.05));
    roundRect(x + 20, y + 20, 60, 30, 8, shade(s.throw, 0.35));
  }

  function armchair(x, y, s) {
    roundRect(x, y, 110, 70, 16, shade(s.throw, 0.2));
    roundRect(x - 8, y + 40, 126, 56, 14, shade(s.throw, 0.1));
  }

  return renditions(widths, 0.78);
}

/** Runs in the page: paints one extra on a 480 x 320 canvas and returns WebP data URLs. */
function paintExtra({ kind, widths }) {
  const W = 480;
  const H = 320;
  const { c, linear, box, roundRect, polygon, circle, ellipse, glow, renditions } = window.art.start(W, H);
  const table = (top, bottom) =>
    box(
      0,
      0,
      W,
      H,
      linear(0, 0, 0, H, [
        [0, top],
        [1, bottom],
      ]),
    );

  switch (kind) {
    case 'breakfast': {
      table('#b88a5a', '#7a5333');
      ellipse(220, 170, 150, 110, 'rgba(0,0,0,0.18)');
      ellipse(210, 160, 150, 110, '#fbfaf6');
      ellipse(210, 160, 118, 86, '#f1eee6');
      ellipse(170, 140, 38, 30, '#ffffff');
      circle(176, 142, 14, '#f2a81d');
      ellipse(250, 130, 34, 26, '#ffffff');
      circle(256, 132, 13, '#f2a81d');
      roundRect(150, 185, 90, 22, 10, '#a8432e');
      roundRect(160, 208, 80, 18, 9, '#b9543c');
      roundRect(250, 175, 60, 48, 6, '#d9a55c');
      roundRect(255, 180, 50, 38, 4, '#e8c07f');
      ellipse(400, 110, 46, 46, 'rgba(0,0,0,0.15)');
      circle(395, 105, 44, '#ffffff');
      circle(395, 105, 34, '#8a4b22');
      break;
    }
    case 'parking': {
      table('#5f6670', '#3b4047');
      c.strokeStyle = '#f4f1ea';
      c.lineWidth = 6;
      for (const x of [60, 240, 420]) {
        c.beginPath();
        c.moveTo(x, 150);
        c.lineTo(x - 30, 320);
        c.stroke();
      }
      roundRect(95, 175, 140, 110, 26, '#1f5f8b');
      roundRect(110, 160, 110, 60, 20, '#2a78ad');
      roundRect(122, 170, 86, 36, 8, '#b9d7ea');
      circle(115, 282, 14, '#1b1b1b');
      circle(215, 282, 14, '#1b1b1b');
      roundRect(340, 30, 10, 160, 2, '#9aa3ad');
      roundRect(300, 20, 90, 90, 10, '#1f5fa8');
      c.fillStyle = '#ffffff';
      c.font = 'bold 72px sans-serif';
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.fillText('P', 345, 68);
      break;
    }
    case 'champagne': {
      table('#2c2433', '#151019');
      glow(240, 120, 220, 'rgba(255, 214, 140, 0.25)');
      roundRect(150, 170, 140, 120, 16, '#b8c2cc');
      roundRect(150, 170, 140, 20, 8, '#d7dee4');
      roundRect(200, 40, 40, 150, 14, '#1f3b2a');
      roundRect(208, 20, 24, 40, 6, '#d8b45a');
      roundRect(200, 110, 40, 36, 4, '#f3e6c4');
      for (const x of [340, 400]) {
        polygon(
          [
            [x - 18, 110],
            [x + 18, 110],
            [x + 6, 200],
            [x - 6, 200],
          ],
          'rgba(255, 236, 180, 0.55)',
        );
        roundRect(x - 2, 200, 4, 60, 2, 'rgba(255,255,255,0.7)');
        ellipse(x, 262, 22, 5, 'rgba(255,255,255,0.7)');
      }
      break;
    }
    case 'spa': {
      table('#cfe3df', '#8fb8b1');
      ellipse(150, 240, 90, 28, '#4a4f55');
      ellipse(150, 205, 70, 22, '#5d646b');
      ellipse(150, 175, 52, 18, '#70787f');
      ellipse(150, 150, 36, 13, '#838b92');
      roundRect(260, 190, 170, 70, 35, '#ffffff');
      c.strokeStyle = '#dfe7e6';
      c.lineWidth = 4;
      for (const x of [300, 340, 380]) {
        c.beginPath();
        c.arc(x, 225, 30, -Math.PI / 2, Math.PI / 2);
        c.stroke();
      }
      roundRect(360, 90, 40, 70, 6, '#f6efe2');
      glow(380, 78, 60, 'rgba(255, 210, 120, 0.6)');
      ellipse(380, 80, 6, 12, '#f5b342');
      break;
    }
    case 'latecheckout': {
      table('#ede4d3', '#d8ccb6');
      box(0, 230, W, 90, '#8a6b4d');
      roundRect(60, 200, 360, 80, 14, '#ffffff');
      roundRect(60, 250, 360, 40, 10, '#23415a');
      circle(240, 105, 70, '#ffffff');
      c.strokeStyle = '#3b3024';
      c.lineWidth = 6;
      c.beginPath();
      c.arc(240, 105, 70, 0, Math.PI * 2);
      c.stroke();
      c.lineCap = 'round';
      c.lineWidth = 8;
      c.beginPath();
      c.moveTo(240, 105);
      c.lineTo(240 + 34 * Math.sin(Math.PI / 3), 105 - 34 * Math.cos(Math.PI / 3));
      c.stroke();
      c.lineWidth = 5;
      c.beginPath();
      c.moveTo(240, 105);
      c.lineTo(240, 50);
      c.stroke();
      circle(240, 105, 6, '#3b3024');
      break;
    }
    case 'dinner': {
      table('#2b2f3a', '#161820');
      glow(90, 70, 160, 'rgba(255, 200, 110, 0.45)');
      roundRect(84, 60, 14, 60, 3, '#f6efe2');
      ellipse(91, 52, 5, 10, '#f5b342');
      ellipse(240, 205, 150, 80, 'rgba(0,0,0,0.3)');
      ellipse(235, 195, 150, 80, '#f7f5f0');
      ellipse(235, 195, 100, 52, '#efe9dc');
      ellipse(220, 195, 48, 26, '#7a3b22');
      ellipse(265, 205, 30, 18, '#6f9a3c');
      ellipse(200, 215, 26, 12, '#e3b04b');
      c.fillStyle = 'rgba(128, 20, 40, 0.85)';
      c.beginPath();
      c.moveTo(370, 80);
      c.lineTo(420, 80);
      c.quadraticCurveTo(420, 150, 395, 150);
      c.quadraticCurveTo(370, 150, 370, 80);
      c.fill();
      roundRect(393, 150, 4, 60, 2, 'rgba(255,255,255,0.7)');
      ellipse(395, 212, 24, 6, 'rgba(255,255,255,0.7)');
      break;
    }
    case 'transfer': {
      c.fillStyle = linear(0, 0, 0, 200, [
        [0, '#7fb6d9'],
        [1, '#e2f1f8'],
      ]);
      c.fillRect(0, 0, W, 200);
      box(0, 200, W, 120, '#6b7a52');
      polygon(
        [
          [200, 200],
          [280, 200],
          [420, 320],
          [60, 320],
        ],
        '#3b3f45',
      );
      roundRect(120, 220, 170, 60, 18, '#1b1b1b');
      roundRect(145, 195, 110, 40, 14, '#2b2b2b');
      roundRect(155, 202, 90, 26, 6, '#9cc3da');
      circle(150, 282, 13, '#111');
      circle(260, 282, 13, '#111');
      c.fillStyle = '#ffffff';
      c.beginPath();
      c.ellipse(350, 70, 70, 10, -0.2, 0, Math.PI * 2);
      c.fill();
      c.beginPath();
      c.moveTo(340, 70);
      c.lineTo(310, 30);
      c.lineTo(330, 30);
      c.lineTo(370, 66);
      c.fill();
      c.beginPath();
      c.moveTo(340, 72);
      c.lineTo(320, 110);
      c.lineTo(338, 110);
      c.lineTo(368, 74);
      c.fill();
      break;
    }
  }

  return renditions(widths, 0.8);
}

/** Runs in the page: paints one hotel's front on a 1440 x 960 canvas and returns WebP data URLs. */
function paintHotel({ kind, widths }) {
  const W = 1440;
  const H = 960;
  const { c, linear, box, polygon, renditions } = window.art.start(W, H);
  const windows = (x, y, cols, rows, w, h, gapX, gapY, colour, frame) => {
    for (let r = 0; r < rows; r++) {
      for (let col = 0; col < cols; col++) {
        const wx = x + col * (w + gapX);
        const wy = y + r * (h + gapY);
        box(wx - 4, wy - 4, w + 8, h + 8, frame);
        box(wx, wy, w, h, colour);
      }
    }
  };
  const sea = (top, dusk = false) => {
    c.fillStyle = linear(
      0,
      top,
      0,
      H,
      dusk
        ? [
            [0, '#3d5a80'],
            [1, '#1d2d44'],
          ]
        : [
            [0, '#3a8fb7'],
            [1, '#0b4f6c'],
          ],
    );
    c.fillRect(0, top, W, H - top);
    c.strokeStyle = 'rgba(255,255,255,0.3)';
    c.lineWidth = 3;
    for (let y = top + 16; y < H; y += 22) {
      for (let x = (y * 7) % 140; x < W; x += 180) {
        c.beginPath();
        c.moveTo(x, y);
        c.lineTo(x + 60, y);
        c.stroke();
      }
    }
  };
  const sky = (dusk = false) => {
    c.fillStyle = linear(
      0,
      0,
      0,
      H * 0.6,
      dusk
        ? [
            [0, '#f4a261'],
            [0.6, '#f6c99a'],
            [1, '#fde6cc'],
          ]
        : [
            [0, '#6fb1dc'],
            [1, '#d9eef8'],
          ],
    );
    c.fillRect(0, 0, W, H);
    c.fillStyle = 'rgba(255,255,255,0.8)';
    for (const [x, y, r] of [
      [220, 140, 60],
      [300, 130, 80],
      [380, 150, 55],
      [1040, 110, 50],
      [1110, 100, 70],
    ]) {
      c.beginPath();
      c.arc(x, y, r, 0, Math.PI * 2);
      c.fill();
    }
  };

  switch (kind) {
    case 'seaview': {
      sky();
      // the promenade and the sea in front
      sea(760);
      box(0, 700, W, 60, '#d8cdb8');
      box(0, 690, W, 12, '#b8ab94');
      // a white regency front, five storeys, a flag on top
      box(240, 190, 960, 510, '#f6f3ec');
      box(240, 190, 960, 30, '#e6e0d2');
      windows(290, 250, 9, 4, 64, 70, 39, 38, '#7fa9c4', '#ffffff');
      box(640, 610, 160, 90, '#0b4f6c');
      box(600, 590, 240, 24, '#0b4f6c');
      box(716, 90, 6, 100, '#666');
      c.fillStyle = '#0b4f6c';
      c.fillRect(722, 92, 70, 40);
      // railings of the balconies
      c.strokeStyle = '#3c3c3c';
      c.lineWidth = 3;
      for (let y = 330; y < 600; y += 108) {
        c.beginPath();
        c.moveTo(280, y);
        c.lineTo(1160, y);
        c.stroke();
      }
      break;
    }
    case 'cityloft': {
      sky(true);
      // neighbours in the distance
      for (let i = 0, x = 0; x < W; i++) {
        const w = 120 + ((i * 53) % 90);
        const h = 260 + ((i * 97) % 240);
        box(x, 760 - h, w, h, ['#6d5a7a', '#7d6a8a', '#5d4c6a'][i % 3]);
        x += w + 10;
      }
      // the loft: a brick warehouse with tall steel windows
      box(300, 220, 840, 560, '#9c5b43');
      c.strokeStyle = 'rgba(60, 30, 20, 0.35)';
      c.lineWidth = 2;
      for (let y = 220; y < 780; y += 22) {
        c.beginPath();
        c.moveTo(300, y);
        c.lineTo(1140, y);
        c.stroke();
      }
      windows(350, 270, 6, 3, 100, 130, 38, 40, '#ffd98a', '#2b2b2b');
      box(300, 200, 840, 24, '#6e3d2c');
      c.fillStyle = '#ffffff';
      c.font = 'bold 44px sans-serif';
      c.textAlign = 'center';
      c.fillText('CITY LOFT', 720, 213 + 40);
      box(0, 780, W, H - 780, '#4a4a50');
      box(0, 780, W, 14, '#8a8a90');
      break;
    }
    case 'harbour': {
      sky();
      sea(640);
      // the quay and the house on it
      box(0, 600, 900, 50, '#8a7a66');
      box(140, 260, 560, 340, '#e9e4d8');
      polygon(
        [
          [110, 270],
          [420, 120],
          [730, 270],
        ],
        '#234e52',
      );
      windows(190, 320, 5, 2, 60, 70, 50, 60, '#8fb9c9', '#ffffff');
      box(380, 500, 80, 100, '#234e52');
      // boats at their moorings
      for (const [x, hull] of [
        [980, '#b5473f'],
        [1180, '#f4f1ea'],
        [1330, '#234e52'],
      ]) {
        polygon(
          [
            [x - 90, 700],
            [x + 90, 700],
            [x + 60, 750],
            [x - 60, 750],
          ],
          hull,
        );
        box(x - 3, 520, 6, 180, '#4a4a4a');
      }
      break;
    }
    case 'lighthouse': {
      sky(true);
      sea(650, true);
      // the headland, the inn and the lighthouse
      c.fillStyle = '#5d6b4f';
      c.beginPath();
      c.moveTo(0, 640);
      c.quadraticCurveTo(700, 520, 1440, 660);
      c.lineTo(1440, 700);
      c.lineTo(0, 700);
      c.fill();
      box(180, 420, 460, 200, '#f1ebe0');
      polygon(
        [
          [150, 430],
          [410, 310],
          [670, 430],
        ],
        '#7a2e2e',
      );
      windows(230, 470, 4, 1, 60, 70, 50, 0, '#ffd98a', '#ffffff');
      box(390, 530, 70, 90, '#7a2e2e');
      polygon(
        [
          [1000, 600],
          [1110, 600],
          [1085, 200],
          [1025, 200],
        ],
        '#f4f1ea',
      );
      box(1018, 300, 74, 50, '#b5473f');
      box(1022, 440, 66, 50, '#b5473f');
      box(1012, 150, 86, 54, '#2c2f3a');
      const beam = c.createRadialGradient(1055, 176, 4, 1055, 176, 220);
      beam.addColorStop(0, 'rgba(255, 236, 160, 0.95)');
      beam.addColorStop(1, 'rgba(255, 236, 160, 0)');
      c.fillStyle = beam;
      c.fillRect(0, 0, W, H);
      break;
    }
  }

  return renditions(widths, 0.78);
}

const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumArgs,
});
const page = await browser.newPage();
await page.evaluate(installArt);

async function save(folder, code, widths, urls) {
  const dir = new URL(`../mocks/assets/${folder}/`, import.meta.url);
  await mkdir(dir, { recursive: true });
  for (const [i, url] of urls.entries()) {
    const bytes = Buffer.from(url.replace(/^data:image\/webp;base64,/, ''), 'base64');
    await writeFile(new URL(`${code}-${widths[i]}.webp`, dir), bytes);
    console.log(`${folder}/${code}-${widths[i]}.webp ${(bytes.length / 1024).toFixed(1)} KiB`);
  }
}

for (const [code, scene] of Object.entries(SCENES)) {
  const widths = [480, 960];
  await save('rooms', code, widths, await page.evaluate(paint, { scene, widths }));
}
for (const kind of ['breakfast', 'parking', 'champagne', 'spa', 'latecheckout', 'dinner', 'transfer']) {
  const widths = [240, 480];
  await save('extras', kind, widths, await page.evaluate(paintExtra, { kind, widths }));
}
for (const kind of ['seaview', 'cityloft', 'harbour', 'lighthouse']) {
  const widths = [480, 960, 1440];
  await save('hotels', kind, widths, await page.evaluate(paintHotel, { kind, widths }));
}
await browser.close();
