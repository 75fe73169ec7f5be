/** AJ-Captcha's block puzzle as the server draws it: a 310 x 155 picture and a 47-wide piece strip. */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
export const PIECE_WIDTH = 47;
export const MAX_OFFSET = PUZZLE_WIDTH - PIECE_WIDTH;

/** The slider's point as the server checks it (`y` is fixed, as in AJ-Captcha's own clients). */
export function pointJson(x: number): string {
  return JSON.stringify({ x, y: 5 });
}

/** What `/login` takes as `code` after a passed check (the unencrypted form: no secret key used). */
export function captchaVerification(token: string, x: number): string {
  return `${token}---${pointJson(x)}`;
}

/** Clamps a slider position to the picture. */
export function clampOffset(x: number): number {
  return Math.min(Math.max(Math.round(x), 0), MAX_OFFSET);
}

export const pngSrc = (base64: string) => `data:image/png;base64,${base64}`;
