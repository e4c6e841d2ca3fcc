/// The registration rules shared by both router families. Each call rejects what it cannot store and records an issue
/// that names the key, router or identifier involved; nothing is silently overwritten.
///
/// `family` picks the tables: callers pass `\.services` or `\.views`, which converts to a function reading the
/// property directly (a key path value would go through the key path runtime on every registration).
extension RouteRegistry {
  /// Registers a destination class for `routerType`, honouring exclusive classes.
  func registerClass<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, classID: ObjectIdentifier,
    classType: AnyClass, exclusive: Bool,
    routerType: RouterType, routerName: @autoclosure () -> String, site: CallSite
  ) {
    let issue = locked {
      addClass(
        to: family(self), classID: classID, classType: classType, exclusive: exclusive,
        routerType: routerType, routerName: routerName, site: site)
    }
    if let issue { record(issue) }
  }

  /// Registers a destination class (not exclusively) and its destination key under one lock (a simple
  /// registration); records the same issues, in the same order, as ``registerClass`` followed by ``registerKey``.
  func registerClassAndKey<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, classID: ObjectIdentifier, classType: AnyClass,
    key: ObjectIdentifier, keyName: KeyName, routerType: RouterType,
    site: CallSite
  ) {
    let (classIssue, keyIssue) = locked {
      let tables = family(self)
      return (
        addClass(
          to: tables, classID: classID, classType: classType, exclusive: false,
          routerType: routerType, routerName: { routerType.name }, site: site),
        addKey(
          to: tables, key: key, keyName: keyName, role: .destination, routerType: routerType,
          routerName: { routerType.name }, site: site)
      )
    }
    if let classIssue { record(classIssue) }
    if let keyIssue { record(keyIssue) }
  }

  /// The core of ``registerClass``: the issue to record, if any. Call it under the lock.
  private func addClass<RouterType>(
    to tables: FamilyTables<RouterType>, classID: ObjectIdentifier, classType: AnyClass, exclusive: Bool,
    routerType: RouterType, routerName: () -> String,
    site: CallSite
  ) -> ZIKRegistrationIssue? {
    if finished { return rejection("class \(classType) for \(routerName())", at: site) }
    if !tables.exclusiveClasses.isEmpty, let owner = tables.exclusiveClasses[classID], owner !== routerType {
      return site.issue(
        "\(classType) is registered as exclusive to \(tables.name(of: owner)), so \(routerName()) cannot register it. Remove one of the registrations, or register the class without exclusivity."
      )
    }
    guard
      let firstIndex = tables.appendFirstOfItsClass(
        ClassEntry(classType: classType, routerType: routerType), classID: classID)
    else {
      // The class was new: nothing to check against (the usual case, one probe).
      if exclusive { tables.exclusiveClasses.set(routerType, for: classID) }
      tables.remember(routerType)
      return nil
    }
    let existing = tables.entries(startingAt: firstIndex)
    let others = existing.map(\.routerType).filter { $0 !== routerType }
    if exclusive, !others.isEmpty {
      return site.issue(
        "\(classType) cannot be registered as exclusive to \(routerName()): \(tables.names(of: others)) already registered it. Remove the other registration, or use the non-exclusive registration."
      )
    }
    if !existing.contains(where: { $0.routerType === routerType }) {
      tables.append(
        ClassEntry(classType: classType, routerType: routerType), afterEntriesFrom: firstIndex)
    }
    if exclusive { tables.exclusiveClasses.set(routerType, for: classID) }
    tables.remember(routerType)
    return nil
  }

  /// Registers a destination or module key for `routerType`.
  func registerKey<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, key: ObjectIdentifier,
    keyName: KeyName, role: KeyRole, routerType: RouterType, routerName: @autoclosure () -> String,
    site: CallSite
  ) {
    let issue = locked {
      addKey(
        to: family(self), key: key, keyName: keyName, role: role, routerType: routerType, routerName: routerName,
        site: site)
    }
    if let issue { record(issue) }
  }

  /// The core of ``registerKey``: the issue to record, if any. Call it under the lock.
  private func addKey<RouterType>(
    to tables: FamilyTables<RouterType>, key: ObjectIdentifier, keyName: KeyName, role: KeyRole, routerType: RouterType,
    routerName: () -> String, site: CallSite
  ) -> ZIKRegistrationIssue? {
    if finished { return rejection("\(keyName) for \(routerName())", at: site) }
    // A key is either routed or adapted, never both (each registration refuses the other), so the adapter check can
    // come first and the route check be the insert itself: one probe of the table in the usual case.
    let adapters = tables.adapters(role)
    if !adapters.isEmpty, let link = adapters[key] {
      return site.issue(
        "\(keyName) is already an adapter for \(link.adapteeName), so \(routerName()) cannot register it. Remove the adapter or this registration."
      )
    }
    let (index, inserted) = tables.insertRouteIfAbsent(
      RouteEntry(routerType: routerType, info: KeyInfo(name: keyName, site: site)), for: key, role: role)
    if inserted {
      tables.remember(routerType)
      return nil
    }
    let existing = tables.routes(role).values[index]
    if existing.routerType === routerType { return nil }
    let firstSite = existing.info.site.map { " (at \($0.fileID):\($0.line))" } ?? ""
    return site.issue(
      "\(keyName) is already registered by \(tables.name(of: existing.routerType))\(firstSite), so \(routerName())'s registration was ignored. Register each key with one router; give the other module its own required protocol and an adapter."
    )
  }

  /// Registers a string identifier (of `kind`) for `routerType`.
  func registerIdentifier<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, identifier: String, kind: IdentifierKind = .plain,
    routerType: RouterType, routerName: @autoclosure () -> String, site: CallSite
  ) {
    let issue: ZIKRegistrationIssue? = locked {
      if finished { return rejection("identifier \"\(identifier)\" for \(routerName())", at: site) }
      let tables = family(self)
      if let existing = tables.identifiers[identifier]?.routerType {
        // The matcher accepted the pattern, so URLs reach the existing entry through it: report it as a pattern.
        if kind == .urlPattern { tables.identifiers[identifier] = IdentifierEntry(routerType: existing, kind: kind) }
        if existing === routerType { return nil }
        return site.issue(
          "Identifier \"\(identifier)\" is already registered by \(tables.name(of: existing)), so \(routerName())'s registration was ignored. Use a distinct identifier for each router."
        )
      }
      tables.identifiers[identifier] = IdentifierEntry(routerType: routerType, kind: kind)
      tables.remember(routerType)
      return nil
    }
    if let issue { record(issue) }
  }

  /// Registers an adapter link: lookups of `adapter` continue with `adaptee`.
  func registerAdapter<RouterType>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>, adapter: ObjectIdentifier,
    adapterName: KeyName, adaptee: ObjectIdentifier, adapteeName: KeyName, role: KeyRole,
    site: CallSite
  ) {
    let issue: ZIKRegistrationIssue? = locked {
      if finished { return rejection("adapter \(adapterName) → \(adapteeName)", at: site) }
      let tables = family(self)
      if adapter == adaptee {
        return site.issue("\(adapterName) cannot adapt itself. Register the adapter for a different provided protocol.")
      }
      if let owner = tables.routes(role)[adapter] {
        return site.issue(
          "\(adapterName) already has a router (\(tables.name(of: owner.routerType))), so it cannot also be an adapter for \(adapteeName). Remove the router's registration of \(adapterName) or this adapter."
        )
      }
      if let existing = tables.adapters(role)[adapter] {
        if existing.adaptee == adaptee { return nil }
        return site.issue(
          "\(adapterName) is already an adapter for \(existing.adapteeName), so adapting it to \(adapteeName) was ignored. Each required protocol has one provider."
        )
      }
      let link = AdapterLink(adaptee: adaptee, adapterName: adapterName, adapteeName: adapteeName, site: site)
      tables.setAdapter(link, for: adapter, role: role)
      return nil
    }
    if let issue { record(issue) }
  }
}
