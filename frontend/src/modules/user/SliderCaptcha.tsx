import { Button, Modal, Slider, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { checkCaptcha, getCaptcha } from '@/api/modules/auth';
import type { CaptchaPuzzle } from '@/api/modules/auth';
import { captchaVerification, clampOffset, MAX_OFFSET, PIECE_WIDTH, pngSrc, pointJson, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './captcha';
import { T } from './texts';

interface Props {
  open: boolean;
  /** Called with the captchaVerification to send to `/login` as `code`. */
  onSuccess: (code: string) => void;
  onCancel: () => void;
}

/** The block-puzzle captcha of the sign-in: drag the piece into the hole, the server checks it. */
export function SliderCaptcha({ open, onSuccess, onCancel }: Props) {
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [offset, setOffset] = useState(0);
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState<string>(T.captcha.hint);

  const load = useCallback(async (message: string = T.captcha.hint) => {
    setOffset(0);
    setPuzzle(null);
    setNote(message);
    try {
      const res = await getCaptcha();
      if (res.success) setPuzzle(res.data);
      else setNote(res.message);
    } catch {
      setNote(T.captcha.loadFailed);
    }
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const check = async (value: number) => {
    if (!puzzle) return;
    const x = clampOffset(value);
    setChecking(true);
    setNote(T.captcha.checking);
    try {
      const res = await checkCaptcha(puzzle.token, pointJson(x));
      if (res.success) {
        onSuccess(captchaVerification(puzzle.token, x));
        return;
      }
      await load(T.captcha.failed);
    } catch {
      await load(T.captcha.failed);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal open={open} title={T.captcha.title} footer={null} onCancel={onCancel} width={PUZZLE_WIDTH + 48}>
      <div style={{ position: 'relative', width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, background: '#f0f0f0' }}>
        {puzzle && (
          <>
            <img src={pngSrc(puzzle.originalImageBase64)} alt={T.captcha.background} width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} style={{ display: 'block' }} />
            <img
              src={pngSrc(puzzle.jigsawImageBase64)}
              alt={T.captcha.piece}
              width={PIECE_WIDTH}
              height={PUZZLE_HEIGHT}
              style={{ position: 'absolute', top: 0, left: offset }}
            />
          </>
        )}
      </div>
      <Slider
        min={0}
        max={MAX_OFFSET}
        value={offset}
        onChange={setOffset}
        onChangeComplete={(value) => void check(value)}
        disabled={!puzzle || checking}
        tooltip={{ open: false }}
        aria-label={T.captcha.slider}
        style={{ width: PUZZLE_WIDTH, margin: '16px 0 8px' }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: PUZZLE_WIDTH }}>
        <Typography.Text type="secondary">{note}</Typography.Text>
        <Button type="link" size="small" onClick={() => void load()} disabled={checking}>
          {T.captcha.refresh}
        </Button>
      </div>
    </Modal>
  );
}
