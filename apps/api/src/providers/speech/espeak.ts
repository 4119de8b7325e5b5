/**
 * espeak-ng, as the text2wav package ships it: the speech synthesiser compiled to WebAssembly with
 * its voice data beside it, run as its command line (`espeak-ng -v VOICE -w FILE -- TEXT`) inside
 * the process. text2wav's own entry point is not used: it reads and compiles the WebAssembly again
 * for every call, and its loader tries fetch() on a file path first, printing "wasm streaming
 * compile failed" each time. Here the module is compiled once and each utterance runs in a fresh
 * instance of it, since the command line's main() sets up state that is not made to run twice.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How one of the agent's voices is made: an espeak-ng voice and variant, and its speed. */
export interface EspeakVoice {
  /** `language+variant`, e.g. `en-us+klatt2` (variants are in espeak-ng-data/voices/!v). */
  name: string;
  /** Words a minute. */
  speed: number;
  /** 0-99, 50 being the variant's own. */
  pitch: number;
}

/** The WAV file espeak-ng wrote: 16-bit mono PCM at its sample rate (22,050 Hz). */
export interface EspeakSpeech {
  samples: Int16Array;
  sampleRate: number;
}

/** The part of Emscripten's module object (2018's, as text2wav was built) that is used here. */
interface EmscriptenModule {
  arguments: string[];
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance) => void,
  ): object;
  quit(status: number, toThrow: unknown): never;
  print(line: string): void;
  printErr(line: string): void;
  postRun(): void;
  /** Set by text2wav's post.js: the in-memory file system the WAV is written to. */
  FS?: { readFile(file: string): Uint8Array };
}

type EspeakFactory = (module: EmscriptenModule) => unknown;

/** The file the command line writes, in the instance's own in-memory file system. */
const WAV_FILE = '/speech.wav';

export class Espeak {
  private constructor(
    private readonly factory: EspeakFactory,
    private readonly compiled: WebAssembly.Module,
  ) {}

  /** Reads and compiles the WebAssembly (about 0.9 MB); the voice data is read per utterance. */
  static async load(): Promise<Espeak> {
    const require = createRequire(import.meta.url);
    const script = require.resolve('text2wav/lib/espeak-ng.js');
    const factory = require(script) as EspeakFactory;
    const wasm = await readFile(path.join(path.dirname(script), 'espeak-ng.wasm'));
    return new Espeak(factory, await WebAssembly.compile(wasm));
  }

  /** The text said in the voice; rejects with espeak-ng's own words when it fails. */
  synthesise(text: string, voice: EspeakVoice): Promise<EspeakSpeech> {
    return new Promise((resolve, reject) => {
      const printed: string[] = [];
      const failed = (reason: unknown) =>
        reject(new Error(printed.join(' ').trim() || String(reason)));
      const module: EmscriptenModule = {
        arguments: [
          ...['-v', voice.name, '-s', String(voice.speed), '-p', String(voice.pitch)],
          ...['-w', WAV_FILE, '--', text],
        ],
        instantiateWasm: (imports, receive) => {
          // Asynchronous on purpose: text2wav's post.js mounts the voice data after the factory
          // has started the instance, and main() must not run before that.
          WebAssembly.instantiate(this.compiled, imports)
            .then((instance) => receive(instance))
            .catch(failed);
          return {};
        },
        // The glue's own quit() would end the server's process when espeak-ng exits non-zero.
        quit: (_status, toThrow) => {
          throw toThrow;
        },
        print: (line) => printed.push(line),
        // espeak-ng's own words, without the glue's notice that exit() did not end the runtime.
        printErr: (line) => {
          if (!line.startsWith('exit(')) printed.push(line);
        },
        postRun: () => {
          try {
            resolve(readWav(Buffer.from(module.FS!.readFile(WAV_FILE))));
          } catch (error) {
            failed(error);
          }
        },
      };
      withoutProcessListeners(() => this.factory(module));
    });
  }
}

/**
 * Runs `start` and takes back the process listeners it added: Emscripten's Node glue subscribes
 * every instance to 'uncaughtException' and to 'unhandledRejection', where it would abort on any
 * rejection anywhere in the server, and one more of each per utterance would pile up.
 */
function withoutProcessListeners(start: () => void): void {
  const uncaught = process.listeners('uncaughtException');
  const unhandled = process.listeners('unhandledRejection');
  try {
    start();
  } finally {
    for (const listener of process.listeners('uncaughtException'))
      if (!uncaught.includes(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!unhandled.includes(listener)) process.off('unhandledRejection', listener);
  }
}

/** The PCM of a 16-bit mono WAV file, found by its chunks rather than a fixed 44-byte header. */
export function readWav(wav: Buffer): EspeakSpeech {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('espeak-ng wrote no WAV file');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      if (wav.readUInt16LE(body) !== 1 || wav.readUInt16LE(body + 2) !== 1)
        throw new Error('espeak-ng wrote a WAV file that is not mono PCM');
      if (wav.readUInt16LE(body + 14) !== 16)
        throw new Error('espeak-ng wrote a WAV file that is not 16-bit');
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('espeak-ng wrote a WAV file without its format');
      const end = Math.min(body + size, wav.length);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(body + 2 * i);
      return { samples, sampleRate };
    }
    at = body + size + (size & 1);
  }
  throw new Error('espeak-ng wrote a WAV file without audio');
}
