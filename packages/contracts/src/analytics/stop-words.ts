/**
 * Words left out of the query report's word cloud and clusters (issue 24 "stop words out"): English function words,
 * pronouns, auxiliaries and chat fillers that say nothing about what a customer wants. Lower case; the tokenizer
 * keeps apostrophes inside words, so the contracted forms are listed as typed.
 */
export const STOP_WORDS: readonly string[] = [
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'also', 'am', 'an', 'and', 'any', 'are', "aren't", 'as', 'at',
  'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by',
  'can', "can't", 'cannot', 'could', "couldn't", 'did', "didn't", 'do', 'does', "doesn't", 'doing', "don't", 'down', 'during',
  'each', 'few', 'for', 'from', 'further', 'get', 'got', 'had', "hadn't", 'has', "hasn't", 'have', "haven't", 'having',
  'he', "he's", 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', "how's",
  'i', "i'd", "i'll", "i'm", "i've", 'if', 'in', 'into', 'is', "isn't", 'it', "it's", 'its', 'itself', 'just',
  "let's", 'me', 'more', 'most', 'much', "mustn't", 'my', 'myself', 'no', 'nor', 'not', 'now', 'of', 'off', 'ok', 'okay',
  'on', 'once', 'only', 'or', 'other', 'ought', 'our', 'ours', 'ourselves', 'out', 'over', 'own',
  'please', 'pls', 'plz', 'same', "shan't", 'she', "she's", 'should', "shouldn't", 'so', 'some', 'such',
  'than', 'thank', 'thanks', 'that', "that's", 'the', 'their', 'theirs', 'them', 'themselves', 'then', 'there', "there's",
  'these', 'they', "they're", 'this', 'those', 'through', 'to', 'too', 'u', 'under', 'until', 'up', 'ur', 'us',
  'very', 'was', "wasn't", 'we', "we're", "we've", 'were', "weren't", 'what', "what's", 'when', "when's", 'where', "where's",
  'which', 'while', 'who', "who's", 'whom', 'why', "why's", 'will', 'with', "won't", 'would', "wouldn't",
  'yes', 'yet', 'you', "you'd", "you'll", "you're", "you've", 'your', 'yours', 'yourself', 'yourselves',
];
