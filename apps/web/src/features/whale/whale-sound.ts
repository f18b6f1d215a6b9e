// The whale ambience, synthesised with the Web Audio API (no sound file): a slow swell of filtered noise for the sea
// and, every few seconds, a low gliding whale call with a soft echo. Created only from a click: never autoplays.

/** A running ambience. */
export type WhaleSound = { readonly context: AudioContext; stop: () => Promise<void> };

function createNoiseBuffer(context: AudioContext, seconds: number): AudioBuffer {
  const buffer = context.createBuffer(1, Math.floor(context.sampleRate * seconds), context.sampleRate);
  const data = buffer.getChannelData(0);
  // Brown noise: integrated white noise sounds like distant surf rather than hiss.
  let last = 0;
  for (let i = 0; i < data.length; i += 1) {
    last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
    data[i] = last * 3.5;
  }
  return buffer;
}

function scheduleCall(context: AudioContext, destination: AudioNode, at: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const base = 140 + Math.random() * 80;
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(base, at);
  oscillator.frequency.exponentialRampToValueAtTime(base * 1.9, at + 1.4);
  oscillator.frequency.exponentialRampToValueAtTime(base * 0.8, at + 3.2);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.18, at + 0.6);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 3.4);
  oscillator.connect(gain).connect(destination);
  oscillator.start(at);
  oscillator.stop(at + 3.5);
}

/** Starts the ambience; call from a click handler. */
export async function startWhaleSound(): Promise<WhaleSound> {
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  const context = new AudioContextClass();
  await context.resume();
  const master = context.createGain();
  master.gain.value = 0.6;
  master.connect(context.destination);

  // The sea: looping noise through a low-pass filter whose cutoff swells slowly.
  const sea = context.createBufferSource();
  sea.buffer = createNoiseBuffer(context, 4);
  sea.loop = true;
  const seaFilter = context.createBiquadFilter();
  seaFilter.type = 'lowpass';
  seaFilter.frequency.value = 380;
  const swell = context.createOscillator();
  const swellDepth = context.createGain();
  swell.frequency.value = 0.08;
  swellDepth.gain.value = 220;
  swell.connect(swellDepth).connect(seaFilter.frequency);
  const seaGain = context.createGain();
  seaGain.gain.value = 0.5;
  sea.connect(seaFilter).connect(seaGain).connect(master);
  sea.start();
  swell.start();

  // The calls: through a feedback delay, like an echo under water.
  const callBus = context.createBiquadFilter();
  callBus.type = 'lowpass';
  callBus.frequency.value = 900;
  const delay = context.createDelay(2);
  delay.delayTime.value = 0.45;
  const feedback = context.createGain();
  feedback.gain.value = 0.35;
  callBus.connect(master);
  callBus.connect(delay);
  delay.connect(feedback).connect(delay);
  delay.connect(master);

  let next = context.currentTime + 1;
  const timer = window.setInterval(() => {
    // Keep a few seconds of calls scheduled ahead.
    while (next < context.currentTime + 10) {
      scheduleCall(context, callBus, next);
      next += 6 + Math.random() * 5;
    }
  }, 1000);
  scheduleCall(context, callBus, next);
  next += 7;

  return {
    context,
    stop: async () => {
      window.clearInterval(timer);
      await context.close();
    },
  };
}
