// Positive control for ViewRoutingOffMainActor.swift: the same calls compile on the main actor.
import ZRouter

protocol OnMainActorViewInput: AnyObject {}

extension RoutableView where Protocol == any OnMainActorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

@MainActor func performOnTheMainActor(source: HeadlessViewController) {
  Router.perform(to: RoutableView<any OnMainActorViewInput>(), path: .push(from: source))
  Router.perform(to: RoutableView<any OnMainActorViewInput>(), path: .makeDestination)
}

func performFromATaskOnTheMainActor() {
  Task { @MainActor in
    Router.perform(to: RoutableView<any OnMainActorViewInput>(), path: .makeDestination)
  }
}
