import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type AdImpressionInput, BANNER_ADS, contextualLabel, resolveAdSlot } from '#common/banner-ads';
import { bannerAdsApi } from '#common/endpoints/banner-ads';
import { useConsent } from '../lib/consent';
import { callEndpoint, endpointQuery } from '../lib/endpoint-client';

declare global {
  interface Window {
    adsbygoogle?: unknown[] & { requestNonPersonalizedAds?: number };
  }
}

interface Props {
  /** Whose page or feed the ad sits on. */
  member: { id: number; name: string; isChild: boolean };
  /** The viewer's own profile: plain ads, no "based on" label. */
  ownProfile: boolean;
  placement: AdImpressionInput['placement'];
  /** A custom numeric slot id; otherwise the slot named like the placement, else `default`. */
  slot?: string;
}

let scriptRequested = false;

/** Loads AdSense once, asking for non-personalised (contextual) ads only. */
function loadAdSense(publisherId: string) {
  window.adsbygoogle = window.adsbygoogle ?? [];
  window.adsbygoogle.requestNonPersonalizedAds = 1;
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${BANNER_ADS.scriptUrl}?client=${encodeURIComponent(publisherId)}`;
  document.head.appendChild(script);
}

function sessionId(): string {
  const key = 'giftlens.adSession';
  try {
    const existing = window.sessionStorage.getItem(key);
    if (existing) return existing;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

function cookieData() {
  const names = document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0] ?? '');
  let hasPreviousVisit = false;
  try {
    hasPreviousVisit = window.localStorage.getItem('giftlens.adSeen') === '1';
    window.localStorage.setItem('giftlens.adSeen', '1');
  } catch {
    // Storage unavailable: counted as a first visit.
  }
  return {
    sessionCookies: names.filter((n) => !n.startsWith('__g')).length,
    adsCookies: names.filter((n) => n.startsWith('__g')).length,
    hasPreviousVisit,
    cookieCount: names.length,
    consentGiven: true,
  };
}

/**
 * The one banner ad component (decision 0018). Renders nothing unless
 * ads are configured, a numeric slot resolves, the viewer gave marketing consent, and the page
 * is not a child's. Reports one impression per instance and the time it was in view.
 */
export function BannerAd({ member, ownProfile, placement, slot }: Props) {
  const { ads: consented } = useConsent();
  const allowed = consented && !member.isChild;
  const config = useQuery({ ...endpointQuery(bannerAdsApi.config), staleTime: Infinity, enabled: allowed });
  const publisherId = config.data?.publisherId ?? null;
  const slotId = config.data?.enabled
    ? resolveAdSlot(config.data.slots, { custom: slot, name: placement })
    : null;
  const show = allowed && publisherId !== null && slotId !== null;

  const boxRef = useRef<HTMLDivElement>(null);
  const impressionId = useRef<Promise<number | null> | null>(null);

  useEffect(() => {
    if (!show || !publisherId || !slotId) return;
    loadAdSense(publisherId);
    try {
      window.adsbygoogle?.push({});
    } catch {
      // AdSense refuses a second push for the same slot; one ad per instance is what we want.
    }
    if (!impressionId.current) {
      const contextual = !ownProfile;
      impressionId.current = callEndpoint(bannerAdsApi.recordImpression, {
        body: {
          familyMemberId: member.id,
          adSlot: slotId,
          adType: 'banner',
          placement,
          contextualMode: contextual,
          targetingData: contextual ? { interests: [], contentOwner: member.name } : null,
          sessionId: sessionId(),
          userAgent: navigator.userAgent.slice(0, 512),
          cookieData: cookieData(),
        },
      })
        .then((saved) => saved.id)
        .catch((err: unknown) => {
          console.warn('Ad impression not recorded', err instanceof Error ? err.message : err);
          return null;
        });
    }
  }, [show, publisherId, slotId, member.id, member.name, ownProfile, placement]);

  // View time: measured while at least half the ad is on screen; reported once past 1 s.
  useEffect(() => {
    const box = boxRef.current;
    if (!show || !box || typeof IntersectionObserver === 'undefined') return;
    let visibleSince: number | null = null;
    let total = 0;
    let reported = 0;
    const report = () => {
      const now = visibleSince === null ? total : total + (performance.now() - visibleSince);
      if (now < BANNER_ADS.viewedAfterMs || now - reported < 500) return;
      reported = now;
      void impressionId.current?.then((id) => {
        if (id === null) return;
        callEndpoint(bannerAdsApi.recordView, {
          params: { id },
          body: { viewDuration: Math.round(now) },
        }).catch(() => console.warn('Ad view time not recorded'));
      });
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) visibleSince = performance.now();
        else if (visibleSince !== null) {
          total += performance.now() - visibleSince;
          visibleSince = null;
          report();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(box);
    const timer = window.setInterval(report, BANNER_ADS.viewedAfterMs);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      report();
    };
  }, [show]);

  if (!show || !publisherId || !slotId) return null;
  return (
    <Box ref={boxRef} component="aside" aria-label="Sponsored" data-testid="banner-ad">
      <Text size="xs" c="dimmed" mb={4}>
        {ownProfile ? 'Sponsored' : contextualLabel(member.name)}
      </Text>
      <ins
        className="adsbygoogle"
        style={{ display: 'block', minHeight: 90 }}
        data-ad-client={publisherId}
        data-ad-slot={slotId}
        data-ad-format={BANNER_ADS.format}
        data-full-width-responsive="true"
        {...(config.data?.development ? { 'data-adtest': 'on' } : {})}
      />
    </Box>
  );
}
