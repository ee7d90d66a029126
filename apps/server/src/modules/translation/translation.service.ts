/**
 * Which translation service a brand uses and the calls to it. The ML configuration decides (translationProvider,
 * translationUrl, the generative endpoint); with no choice stored, the server's TRANSLATE_URL is used when set.
 */
import type { TranslationStatus } from '@switchboard/contracts/translation/translation.schemas';
import { DEFAULT_AGENT_LANGUAGE, TRANSLATION_TEXTS } from '@switchboard/contracts/translation/translation.schemas';
import type { Executor } from '@/db/client';
import { getMlConfiguration } from '@/modules/settings/ml-configuration.service';
import { businessRule, HttpError } from '@/plugins/http-errors';
import { GenerativeTranslator, LibreTranslateClient, type TranslateRequest, type Translator } from './translation-providers';

/** TRANSLATE_URL and TRANSLATE_API_KEY: a LibreTranslate-compatible API for brands that chose none. */
export interface TranslationFallback { url?: string | undefined; apiKey?: string | undefined }

export class TranslationService {
  constructor(private readonly db: Executor, private readonly fallback: TranslationFallback = {}) {}

  async translatorFor(brandId: string): Promise<Translator | null> {
    const ml = await getMlConfiguration(this.db, brandId);
    const server = this.fallback.url ? new LibreTranslateClient(this.fallback.url, this.fallback.apiKey) : null;
    switch (ml.translationProvider) {
      case 'none':
        return null;
      case 'generative':
        return ml.generativeEndpoint
          ? new GenerativeTranslator({ endpoint: ml.generativeEndpoint, model: ml.generativeModel ?? '', apiKey: ml.generativeApiKey || null })
          : null;
      case 'libretranslate':
        return ml.translationUrl ? new LibreTranslateClient(ml.translationUrl) : server;
      default:
        return server;
    }
  }

  async status(brandId: string): Promise<TranslationStatus> {
    const translator = await this.translatorFor(brandId);
    return { configured: !!translator, provider: translator?.provider ?? 'none', agentLanguage: DEFAULT_AGENT_LANGUAGE };
  }

  /** The translated text; 412 when no service is configured, 502 when it failed (the reason is logged by the caller). */
  async translate(brandId: string, request: TranslateRequest): Promise<string> {
    const translator = await this.translatorFor(brandId);
    if (!translator) throw businessRule(TRANSLATION_TEXTS.notConfigured);
    try {
      return await translator.translate(request);
    } catch (error) {
      throw new TranslationFailedError((error as Error).message);
    }
  }
}

/** The service was asked and did not translate: 502, with a plain message (the cause stays in the log). */
export class TranslationFailedError extends HttpError {
  constructor(readonly reason: string) {
    super(502, TRANSLATION_TEXTS.failed);
  }
}
