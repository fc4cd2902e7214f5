let audioContext: AudioContext | undefined;

/** A short tone for an incoming chat message; a browser that refuses to play it only logs why. */
export function playBeep(): void {
  try {
    audioContext ??= new AudioContext();
    const context = audioContext;
    if (context.state === 'suspended') {
      context.resume().catch((error: unknown) => console.warn('Could not play the chat sound', error));
    }
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime;
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  } catch (error) {
    console.warn('Could not play the chat sound', error);
  }
}
