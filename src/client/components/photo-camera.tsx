import { AspectRatio, Button, Group, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DialogNotice } from './dialog-notice';

type CameraState = 'starting' | 'ready' | 'denied' | 'unavailable';

const PROBLEMS = {
  denied: {
    title: 'Camera access denied',
    text: 'Allow camera access for this site in your browser settings, or upload a photo from your gallery instead.',
  },
  unavailable: {
    title: 'Camera unavailable',
    text: 'No camera could be opened on this device. Upload a photo from your gallery instead.',
  },
};

const stop = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * A live camera preview; Capture turns the current frame into a JPEG data URL. 'user' is the
 * front camera (a profile photo), 'environment' the back one (a photo of an ad on a screen).
 */
export function PhotoCamera(props: {
  onCapture: (dataUrl: string) => void;
  onCancel: () => void;
  facingMode?: 'user' | 'environment';
}) {
  const facingMode = props.facingMode ?? 'user';
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    let cancelled = false;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('unavailable');
      return;
    }
    media
      .getUserMedia({ video: { facingMode }, audio: false })
      .then((stream) => {
        if (cancelled) return stop(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          // A refused play() only leaves the preview still; Capture stays off until a frame arrives.
          Promise.resolve(video.play()).catch(() => {});
        }
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const name = err instanceof DOMException ? err.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      });
    // The camera light goes off whenever this view goes away: capture, cancel or close.
    return () => {
      cancelled = true;
      stop(streamRef.current);
      streamRef.current = null;
    };
  }, [facingMode]);

  const capture = () => {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL('image/jpeg', 0.9);
    stop(streamRef.current);
    streamRef.current = null;
    props.onCapture(dataUrl);
  };

  if (state === 'denied' || state === 'unavailable') {
    const problem = PROBLEMS[state];
    return (
      <DialogNotice
        alert={{ color: 'red', icon: <IconCameraOff aria-hidden />, title: problem.title }}
        onClose={props.onCancel}
        closeLabel="Back"
      >
        {problem.text}
      </DialogNotice>
    );
  }

  return (
    <Stack>
      <AspectRatio ratio={4 / 3} bg="dark.9" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <video
          ref={videoRef}
          aria-label="Camera preview"
          autoPlay
          playsInline
          muted
          onLoadedData={() => setState('ready')}
          style={{ objectFit: 'cover', transform: facingMode === 'user' ? 'scaleX(-1)' : undefined }}
        />
      </AspectRatio>
      <Group justify="space-between">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button
          leftSection={<IconCamera size={16} aria-hidden />}
          onClick={capture}
          disabled={state !== 'ready'}
        >
          Capture
        </Button>
      </Group>
    </Stack>
  );
}
