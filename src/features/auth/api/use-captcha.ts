import { useEffect, useEffectEvent, useState } from 'react';
import { getGetCaptchaQueryKey, useGetCaptcha } from '@/api/generated/endpoints/system/system';
import type { CaptchaScene, MemberLoginRequest } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { CAPTCHA_PICTURE, captchaRefusal } from '../model/forms';

/** What a form sends while it shows a captcha: the typed code and the key of its picture. */
export type CaptchaAnswer = Pick<MemberLoginRequest, 'captcha' | 'captcha_key'>;

/** A setTimeout beyond about 24.8 days fires at once; no captcha lives that long anyway. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Numbers the pictures drawn in this page, so each one has its own cache entry: a picture is
 * used up by the submit that sends it, and a panel opened again must not show a cached one.
 */
let pictures = 0;

interface CaptchaOptions {
  /** The form the captcha is drawn for. */
  scene: CaptchaScene;
  /** Whether the panel is open: closing it forgets the captcha until the server asks again. */
  open: boolean;
  /** Called whenever a new picture replaces the shown one: the typed code is cleared. */
  onNewPicture: () => void;
}

/**
 * The captcha of a sign-in or registration panel (GET /captcha). None is shown until the server
 * answers a submit with 422 CAPTCHA_REQUIRED or CAPTCHA_INVALID; from then on every submit sends
 * the typed code with the picture's key, and every failed submit brings a fresh picture (the
 * server used the old one up). A picture is also renewed when it expires.
 */
export function useCaptcha({ scene, open, onNewPicture }: CaptchaOptions) {
  // The number of the shown picture; null while the server has not asked for a captcha.
  const [picture, setPicture] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setPicture(null);
  }
  const shown = picture !== null;
  const params = { scene, ...CAPTCHA_PICTURE };
  const query = useGetCaptcha(params, {
    query: {
      queryKey: [...getGetCaptchaQueryKey(params), picture],
      enabled: shown,
      // One picture per draw: never refetched behind the member's back (the typed code would
      // then belong to another picture), never kept once the panel is gone.
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  });
  const image = query.data?.data;

  /** Draws a new picture in place of the shown one (or the first, once the server asks). */
  function renew() {
    pictures += 1;
    setPicture(pictures);
    onNewPicture();
  }

  const expire = useEffectEvent(renew);
  const expiresIn = image?.expires_in;
  useEffect(() => {
    if (expiresIn === undefined) return;
    const timer = setTimeout(expire, Math.min(expiresIn * 1000, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [image, expiresIn]);

  return {
    /** Whether the panel shows the captcha block. */
    shown,
    /** The picture's query (loading, error with retry, the picture). */
    picture: query,
    renew,
    /** The captcha fields of the next submit: the typed code and the shown picture's key. */
    answer(code: string | undefined): CaptchaAnswer {
      if (!shown) return {};
      // An empty code is left out: the server then asks for it (CAPTCHA_REQUIRED).
      const typed = code?.trim();
      return { ...(typed ? { captcha: typed } : {}), captcha_key: image?.key };
    },
    /**
     * After a failed submit: a fresh picture when one was sent (it is used up) or the server now
     * asks for one; the captcha field's message when the server refused for the captcha.
     */
    failed(error: unknown): string | null {
      const refusal = error instanceof ApiError ? captchaRefusal(error.code) : null;
      if (shown || refusal) renew();
      return refusal;
    },
    /** Forgets the captcha (the submit succeeded, so the server stops asking). */
    dismiss() {
      setPicture(null);
    },
  };
}

/** The captcha of a panel, as the captcha block shows it. */
export type Captcha = ReturnType<typeof useCaptcha>;
