/** English function words: they say nothing about which FAQ or passage a question is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(`a an the and or but if then so than too very of to in on at by for with about from into
over under up down out off again i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
this that these those is am are was were be been being do does did doing have has had having can could will would shall should may
might must what which who whom whose when where why how there here just also any some all each both no nor not only own same such
please hi hello hey thanks thank ok okay tell know want wanted like would get`.split(/\s+/));
