/// Part 4 of the generated services: the GenerateBenchmarkServices plugin adds the services, their routable
/// declarations and the tables `registrations`, `keys`, `makes` and `directs` at build time.
public enum GeneratedServicesPart4 {}
